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
  | 'network'
  | 'no_product';

/** The one error type a scrape throws; `message` is safe to show (it never names an internal address). */
export class ScrapeError extends Error {
  constructor(
    readonly reason: ScrapeErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ScrapeError';
  }

  get statusCode(): 400 | 422 {
    return this.reason === 'invalid_url' ? 400 : 422;
  }
}
