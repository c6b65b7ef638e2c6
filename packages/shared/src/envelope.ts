/** Every api reply, success or error, has this shape (spec §3 "Reply envelope"). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T | null;
  statusCode: number;
}

/** Field errors of a 400 reply: field name → its messages, first one shown. */
export type FieldErrors = Record<string, string[]>;

export interface ValidationErrorData {
  errors: FieldErrors;
}

export interface PagedResult<T> {
  items: T[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  hasNextPage: boolean;
}
