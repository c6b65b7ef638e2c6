import * as z from 'zod';

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

/** A page of a list; `PagedResult` is its type (a generic one, so written out above). */
export const pagedResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    hasNextPage: z.boolean(),
  });

/**
 * Seconds until a refused request may be tried again: the data of every 429 (beside its
 * Retry-After header), and of a sent verification code (when the next may be asked for).
 */
export const retryAfterDataSchema = z.object({ retryAfterSeconds: z.number().int().nonnegative() });
export type RetryAfterData = z.infer<typeof retryAfterDataSchema>;

/** A success reply's schema around its data's schema, for a route's `response:` and OpenAPI. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data, statusCode: z.number() });
