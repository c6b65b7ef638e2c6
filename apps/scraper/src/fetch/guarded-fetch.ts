import { answerStatusError, ScrapeError } from '@kolekt/extract';
import impit, { type ImpitResponse } from 'impit';
import type { Resolver, ScraperOptions } from '../scraper-options';
import { isHtml, parseContentType } from './content-type';
import { guardProxy, type GuardProxy } from './guard-proxy';
import { sendRequest } from './impit-request';
import type { ProxySession } from './proxy-session';
import { readBody } from './read-body';
import { checkUrlShape, systemResolver } from './resolve-target';

/** A page (or a picture) as fetched: where it was finally served from, its status, headers and bytes. */
export interface FetchedPage {
  finalUrl: URL;
  body: Buffer;
  charset: string | undefined;
  status: number;
  /** Lowercase names; repeated headers joined with ", ". */
  headers: Record<string, string>;
}

export interface GuardedFetchOptions {
  options: ScraperOptions;
  resolve?: Resolver;
  /** Lets the caller give up early; the scrape's own time limit applies either way. */
  signal?: AbortSignal;
  /**
   * `html` (the default) refuses anything but an HTML page; `any` takes whatever a successful
   * answer holds, for a caller that checks the bytes itself (a picture by its first bytes).
   */
  accept?: 'html' | 'any';
}

interface Hop {
  proxy: GuardProxy;
  session: ProxySession;
  deadline: number;
  signal: AbortSignal;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

// impit is CommonJS and Node's ESM loader sees only some of its names: its errors come off the default.
const { TimeoutError: ImpitTimeout } = impit;

/** Accepts a final (non-redirect) answer only when it is successful, and HTML where asked. */
function checkPage(
  status: number,
  contentType: string | undefined,
  accept: GuardedFetchOptions['accept'],
): string | undefined {
  if (status < 200 || status >= 300) {
    throw answerStatusError(status);
  }
  const type = parseContentType(contentType);
  if (accept !== 'any' && !isHtml(type)) {
    throw new ScrapeError('not_html', 'The link does not point to an HTML page.');
  }
  return type.charset;
}

/** One request through the guard; whatever the guard refused wins over impit's own error. */
async function send(url: URL, hop: Hop): Promise<ImpitResponse> {
  const { proxy, session } = hop;
  const handledBefore = session.handled;
  let response: ImpitResponse;
  try {
    response = await sendRequest(
      url,
      proxy.proxyUrl(session),
      hop.deadline - Date.now(),
      hop.signal,
    );
  } catch (error) {
    throw session.refusal ?? error;
  }
  // A response the guard never saw means the client went around it: never accept that.
  const problem =
    session.refusal ??
    (session.handled === handledBefore
      ? new ScrapeError('forbidden_address', 'The shop address is not allowed.')
      : undefined);
  if (problem) {
    await response.body.cancel().catch(() => {});
    throw problem;
  }
  return response;
}

async function follow(
  url: URL,
  options: ScraperOptions,
  hop: Hop,
  accept: GuardedFetchOptions['accept'],
): Promise<FetchedPage> {
  let current = url;
  for (let redirects = 0; ; redirects++) {
    // Every hop is checked afresh (here and in the guard): a public shop may redirect inward.
    checkUrlShape(current);
    const response = await send(current, hop);
    const headers = Object.fromEntries(response.headers.entries());
    const location = headers.location;
    if (!redirectStatuses.has(response.status) || !location) {
      const charset = checkPage(response.status, headers['content-type'], accept);
      const body = await readBody(response, options.maxBytes, hop.signal);
      return { finalUrl: current, body, charset, status: response.status, headers };
    }
    await response.body.cancel().catch(() => {});
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
 * The scraper's only way out to the network: a browser-like client (impit) whose every request
 * passes the guard proxy, which checks each hop's addresses and pins the connection to them.
 * Redirects are followed here by hand; time and size are bounded.
 */
export async function guardedFetch(
  url: URL,
  fetchOptions: GuardedFetchOptions,
): Promise<FetchedPage> {
  const { options } = fetchOptions;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = fetchOptions.signal ? AbortSignal.any([timeout, fetchOptions.signal]) : timeout;
  const deadline = Date.now() + options.timeoutMs;
  let hop: Hop | undefined;
  try {
    const proxy = await guardProxy();
    const session = proxy.openSession({
      allowedHosts: options.allowedHosts,
      resolve: fetchOptions.resolve ?? systemResolver,
    });
    hop = { proxy, session, deadline, signal };
    return await follow(url, options, hop, fetchOptions.accept);
  } catch (error) {
    if (error instanceof ScrapeError) throw error;
    if (signal.aborted || error instanceof ImpitTimeout) {
      throw new ScrapeError('timeout', 'The shop took too long to answer.', { cause: error });
    }
    throw new ScrapeError('network', 'The shop could not be reached.', { cause: error });
  } finally {
    hop?.proxy.closeSession(hop.session);
  }
}
