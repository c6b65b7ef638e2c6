import type { ScrapeFailureData } from '@kolekt/shared/product';
import { AppError } from '../../lib/errors';

/**
 * Why a re-check read no price, and whose fault it is. A shop that refuses us (challenge page,
 * 403/429/503), times out or cannot be reached is slowed down; a page that is gone (404) or no
 * longer shows a product says nothing about the shop. Anything else is no scrape failure at all
 * (a bug, a separately run scraper out of reach): the job fails and pg-boss retries it.
 */
export type CheckFailure = { kind: 'shop' | 'page'; reason: string } | null;

const shopReasons = new Set(['blocked', 'timeout', 'network', 'dns_failed']);
const pageReasons = new Set([
  'page_not_found',
  'no_product',
  'not_html',
  'too_large',
  'too_many_redirects',
  'invalid_url',
  'unsupported_scheme',
  'forbidden_address',
]);

/** Statuses that are about one page, not the shop's mood. */
const pageStatuses = new Set([404, 410]);

export function classifyCheckFailure(error: unknown): CheckFailure {
  if (!(error instanceof AppError)) return null;
  if (error.statusCode === 400) return { kind: 'page', reason: 'invalid_url' };
  const data = error.data as Partial<ScrapeFailureData> | null;
  const reason = data?.reason;
  if (!reason) return null;
  if (shopReasons.has(reason)) return { kind: 'shop', reason };
  if (pageReasons.has(reason)) return { kind: 'page', reason };
  if (reason === 'upstream_status') {
    const status = Number(/status (\d{3})/.exec(data.detail ?? '')?.[1]);
    return { kind: pageStatuses.has(status) ? 'page' : 'shop', reason };
  }
  return null;
}
