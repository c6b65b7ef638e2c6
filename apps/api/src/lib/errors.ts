import type { RetryAfterData } from '@kolekt/shared/envelope';
import { serverMessages } from '@kolekt/shared/server-messages';

/** The one error type of the api: the handler turns it into an envelope with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
    /** Sent as Retry-After, for a 429 or 503 the client may try again after. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, data: unknown = null) =>
  new AppError(400, message, data);
export const unauthorized = (message: string = serverMessages.authenticationRequired) =>
  new AppError(401, message);
export const forbidden = (message: string = serverMessages.notAllowed) =>
  new AppError(403, message);
export const notFound = (message: string = serverMessages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** The wait goes out twice: as Retry-After for HTTP clients, in the envelope for the web app. */
export const tooManyRequests = (
  message: string = serverMessages.tooManyRequests,
  retryAfterSeconds?: number,
) => {
  const data: RetryAfterData | null =
    retryAfterSeconds === undefined ? null : { retryAfterSeconds };
  return new AppError(429, message, data, retryAfterSeconds);
};
