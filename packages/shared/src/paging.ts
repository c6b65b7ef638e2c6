import * as z from 'zod';
import { maxPageSize } from './constants';

/**
 * pageIndex (from 1) and pageSize of every list call. A size above the cap is clamped, not
 * refused, so a client asking for too much still gets a page.
 */
export function pagingSchema(defaultSize: number) {
  return z.object({
    pageIndex: z.coerce.number().int().min(1).default(1).catch(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultSize)
      .catch(defaultSize)
      .transform((size) => Math.min(size, maxPageSize)),
  });
}
export type Paging = z.infer<ReturnType<typeof pagingSchema>>;
