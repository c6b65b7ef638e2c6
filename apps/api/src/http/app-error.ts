/** The one error type of the api: the handler turns it into an envelope with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, data: unknown = null) =>
  new AppError(400, message, data);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message = 'Too many requests. Please try again later.') =>
  new AppError(429, message);
