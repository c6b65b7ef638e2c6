import { canonicalProductUrl } from '@kolekt/extract';
import type { ScrapeFailureData } from '@kolekt/shared/product';
import { productMessages } from '@kolekt/shared/server-messages';
import { AppError } from '../../lib/errors';
import { storeOfUrl } from './save-product';

/** What a failed read still saw of the page: the extraction's `found`, in any shape. */
interface PartialFind {
  title?: unknown;
  image?: unknown;
  imagePath?: unknown;
  price?: unknown;
}

/** Text no longer than the manual form accepts, or null. */
function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
}

function httpUrl(value: unknown): string | null {
  const link = text(value, 2048);
  if (!link) return null;
  try {
    return /^https?:$/.test(new URL(link).protocol) ? link : null;
  } catch {
    return null;
  }
}

/**
 * The 422 'Failed to scrape product' with what the page still showed, so the dialog can offer
 * manual entry prefilled with it. Only this read's findings: never what another user typed.
 */
export function scrapeFailure(
  url: string,
  reason: string,
  detail: string,
  found: PartialFind = {},
): AppError {
  let canonical: string;
  let store: string;
  try {
    canonical = canonicalProductUrl(url);
    store = storeOfUrl(canonical);
  } catch {
    canonical = url;
    store = '';
  }
  const data: ScrapeFailureData = {
    reason,
    detail,
    found: {
      url: canonical,
      store,
      title: text(found.title, 500),
      imagePath: httpUrl(found.image ?? found.imagePath),
      price: text(found.price, 64),
    },
  };
  return new AppError(422, productMessages.scrapeFailed, data);
}
