import { ScrapeError } from '@kolekt/extract';
import { errors, type Browser, type BrowserContext } from 'playwright-core';
import type { GuardedFetchOptions } from '../fetch/guarded-fetch';
import { guardProxy, type GuardProxy } from '../fetch/guard-proxy';
import type { ProxySession } from '../fetch/proxy-session';
import { checkUrlShape, systemResolver } from '../fetch/resolve-target';
import { navigate } from './navigate';
import { readRenderedHtml } from './read-rendered-html';
import { sharedBrowser } from './shared-browser';

/** A page as the browser shows it once its scripts have run. */
export interface RenderedPage {
  finalUrl: URL;
  html: string;
}

/** The same options as the guarded fetcher; `options.browser` must be set. */
export type RenderPageDeps = GuardedFetchOptions;

/** A context whose every request goes through the guard with this session's credentials. */
function openContext(browser: Browser, proxy: GuardProxy, session: ProxySession) {
  const credentials = new URL(proxy.proxyUrl(session));
  const major = browser.version().split('.')[0] ?? '';
  return browser.newContext({
    proxy: {
      server: `http://127.0.0.1:${proxy.port}`,
      bypass: '<-loopback>',
      username: credentials.username,
      password: credentials.password,
    },
    // Headless Chromium names itself in its user agent; shops wall that off.
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`,
    locale: 'tr-TR',
    serviceWorkers: 'block',
  });
}

function toScrapeError(error: unknown, signal: AbortSignal, session: ProxySession): ScrapeError {
  if (error instanceof ScrapeError) return error;
  if (signal.aborted || error instanceof errors.TimeoutError) {
    return new ScrapeError('timeout', 'The shop took too long to answer.', { cause: error });
  }
  return (
    session.refusal ??
    new ScrapeError('network', 'The shop could not be reached.', { cause: error })
  );
}

/**
 * Opens a page in the shared headless Chromium, lets its scripts run, and answers the rendered
 * HTML. Every request the page makes passes the guard proxy; the pool caps pages open at once,
 * and waiting for a slot counts against the same time limit.
 */
export async function renderPage(url: URL, deps: RenderPageDeps): Promise<RenderedPage> {
  const { options } = deps;
  if (!options.browser) throw new ScrapeError('network', 'No browser is configured.');
  checkUrlShape(url);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = deps.signal ? AbortSignal.any([timeout, deps.signal]) : timeout;
  const deadline = Date.now() + options.timeoutMs;
  const proxy = await guardProxy();
  const session = proxy.openSession({
    allowedHosts: options.allowedHosts,
    resolve: deps.resolve ?? systemResolver,
  });
  const { browser, slots } = sharedBrowser(options.browser, proxy.port);
  let context: BrowserContext | undefined;
  const closeContext = () => void context?.close().catch(() => {});
  signal.addEventListener('abort', closeContext, { once: true });
  let release: (() => void) | undefined;
  try {
    release = await slots.acquire(signal);
    context = await openContext(await browser, proxy, session);
    if (signal.aborted) throw signal.reason;
    const page = await context.newPage();
    await navigate(page, url, session, deadline);
    const html = await readRenderedHtml(page, options.maxBytes, deadline - Date.now());
    return { finalUrl: new URL(page.url()), html };
  } catch (error) {
    throw toScrapeError(error, signal, session);
  } finally {
    signal.removeEventListener('abort', closeContext);
    await context?.close().catch(() => {});
    release?.();
    proxy.closeSession(session);
  }
}
