import { captureProductSchema, type ScrapeFailureData } from '@kolekt/shared/product';
import * as z from 'zod';

// An empty optional field means "not given", which the capture schema takes as null.
const blankToNull = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** The manual-entry form: the capture schema's own fields and messages, blanks left out. */
export const manualEntrySchema = z.object({
  title: captureProductSchema.shape.title,
  price: z.preprocess(blankToNull, captureProductSchema.shape.price),
  imagePath: z.preprocess(blankToNull, captureProductSchema.shape.imagePath),
});
export type ManualEntryInput = z.input<typeof manualEntrySchema>;
export type ManualEntryValues = z.output<typeof manualEntrySchema>;

/** The form's starting values: whatever the failed read still found. */
export const manualEntryDefaults = ({ found }: ScrapeFailureData) => ({
  title: found.title ?? '',
  price: found.price ?? '',
  imagePath: found.imagePath ?? '',
});

const reasonKeys: Record<string, string> = {
  blocked: 'blocked',
  no_product: 'noProduct',
  not_html: 'noProduct',
  timeout: 'timeout',
  // The shop was reached and said the page is not there: the link is wrong or the page is gone.
  page_not_found: 'notFound',
  network: 'unreachable',
  dns_failed: 'unreachable',
  upstream_status: 'unreachable',
  too_many_redirects: 'unreachable',
};

/** The translation key of the line saying why the shop's page could not be read. */
export const scrapeReasonKey = (reason: string) =>
  `products.manual.reasons.${reasonKeys[reason] ?? 'other'}`;

/** The shop's name as the failed read gave it, else the link's domain without www. */
export function storeOf({ found }: ScrapeFailureData): string {
  if (found.store) return found.store;
  try {
    return new URL(found.url).hostname.replace(/^www\./, '');
  } catch {
    return found.url;
  }
}
