import type { IncomingMessage } from 'node:http';
import { ScrapeError } from '../scrape-error';
import type { Resolver, ScraperOptions } from '../scraper-options';
import { isHtml, parseContentType } from './content-type';
import { sendRequest } from './http-request';
import { readBody } from './read-body';
import { resolveTarget, systemResolver } from './resolve-target';

/** An HTML page as fetched: the URL it was finally served from, its bytes and declared charset. */
export interface FetchedPage {
  finalUrl: URL;
  body: Buffer;
  charset: string | undefined;
}

export interface GuardedFetchOptions {
  options: ScraperOptions;
  resolve?: Resolver;
  /** Lets the caller give up early; the scrape's own time limit applies either way. */
  signal?: AbortSignal;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Accepts a final (non-redirect) answer only when it is a successful HTML page. */
function checkPage(response: IncomingMessage): string | undefined {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    throw new ScrapeError('upstream_status', `The shop answered with status ${status}.`);
  }
  const type = parseContentType(response.headers['content-type']);
  if (!isHtml(type)) {
    throw new ScrapeError('not_html', 'The link does not point to an HTML page.');
  }
  return type.charset;
}

async function follow(url: URL, fetchOptions: GuardedFetchOptions, signal: AbortSignal) {
  const { options } = fetchOptions;
  const resolve = fetchOptions.resolve ?? systemResolver;
  let current = url;
  for (let redirects = 0; ; redirects++) {
    // Every hop is checked afresh: a public shop may redirect to an internal address.
    const target = await raceAbort(resolveTarget(current, options.allowedHosts, resolve), signal);
    const response = await sendRequest(current, target, signal);
    const location = response.headers.location;
    if (!redirectStatuses.has(response.statusCode ?? 0) || !location) {
      try {
        const charset = checkPage(response);
        const body = await readBody(response, options.maxBytes, signal);
        return { finalUrl: current, body, charset };
      } finally {
        response.destroy();
      }
    }
    response.destroy();
    if (redirects >= options.maxRedirects) {
      throw new ScrapeError('too_many_redirects', 'The page redirects too many times.');
    }
    try {
      current = new URL(location, current);
    } catch {
      throw new ScrapeError('network', 'The page redirects to an invalid address.');
    }
  }
}

/**
 * The scraper's only way out to the network: checks each hop's addresses, pins the connection
 * to them, follows redirects by hand, and bounds time and size.
 */
export async function guardedFetch(
  url: URL,
  fetchOptions: GuardedFetchOptions,
): Promise<FetchedPage> {
  const timeout = AbortSignal.timeout(fetchOptions.options.timeoutMs);
  const signal = fetchOptions.signal ? AbortSignal.any([timeout, fetchOptions.signal]) : timeout;
  try {
    return await follow(url, fetchOptions, signal);
  } catch (error) {
    if (error instanceof ScrapeError) throw error;
    if (signal.aborted) {
      throw new ScrapeError('timeout', 'The shop took too long to answer.', { cause: error });
    }
    throw new ScrapeError('network', 'The shop could not be reached.', { cause: error });
  }
}
