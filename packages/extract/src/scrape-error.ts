/** Why a scrape failed; the route turns each into a 400 or a 422 envelope. */
export type ScrapeErrorReason =
  | 'invalid_url'
  | 'unsupported_scheme'
  | 'forbidden_address'
  | 'dns_failed'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'not_html'
  | 'upstream_status'
  /** The shop answered 404 or 410: the link is wrong or the page is gone; the shop was reached. */
  | 'page_not_found'
  | 'network'
  | 'no_product'
  /** A challenge, captcha or bot wall (or a 403/429/503 answer): the shop refused us. */
  | 'blocked';

/** What a page that is not a product still showed; placeholders never count. */
export interface FoundDetails {
  title?: string;
  image?: string;
  /** Display text, e.g. '1.299,90 TL'. */
  price?: string;
}

export interface ScrapeErrorOptions {
  cause?: unknown;
  /** Lets the api prefill the manual-entry form with what the page did show. */
  found?: FoundDetails;
}

/** The one error type a scrape throws; `message` is safe to show (it never names an internal address). */
export class ScrapeError extends Error {
  readonly found?: FoundDetails;

  constructor(
    readonly reason: ScrapeErrorReason,
    message: string,
    options?: ScrapeErrorOptions,
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ScrapeError';
    if (options?.found) this.found = options.found;
  }

  get statusCode(): 400 | 422 {
    return this.reason === 'invalid_url' ? 400 : 422;
  }
}

/** Answers that say the page itself is missing, not that the shop is out of reach. */
const missingPageStatuses = new Set([404, 410]);

/** The error for a shop's answer that is not a 2xx page, with the status in its message. */
export function answerStatusError(status: number): ScrapeError {
  return missingPageStatuses.has(status)
    ? new ScrapeError('page_not_found', `The shop has no page at this link (status ${status}).`)
    : new ScrapeError('upstream_status', `The shop answered with status ${status}.`);
}
