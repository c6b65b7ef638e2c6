import { chromium, type Browser } from 'playwright-core';
import type { BrowserOptions } from '../scraper-options';
import { PageSlots } from './page-slots';

// Quiet, headless Chromium; WebRTC may only use proxied TCP, QUIC and DNS prefetch are off, so
// nothing a page does leaves except through the guard proxy.
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--dns-prefetch-disable',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

interface Shared {
  browser: Promise<Browser>;
  slots: PageSlots;
}

let shared: Shared | undefined;

/**
 * The one browser every rendered page shares, with its page pool; launched on first use. Its own
 * traffic goes to the guard proxy without credentials, so the guard refuses all of it.
 */
export function sharedBrowser(options: BrowserOptions, proxyPort: number): Shared {
  if (shared) return shared;
  const browser = chromium.launch({
    executablePath: options.executablePath,
    headless: true,
    args: flags,
    // Explicit, so loopback goes through the guard whatever Playwright's defaults become.
    proxy: { server: `http://127.0.0.1:${proxyPort}`, bypass: '<-loopback>' },
  });
  const current: Shared = { browser, slots: new PageSlots(options.maxPages) };
  shared = current;
  browser.then(
    (launched) =>
      launched.on('disconnected', () => {
        if (shared === current) shared = undefined;
      }),
    () => {
      if (shared === current) shared = undefined;
    },
  );
  return current;
}

/** Closes the shared browser (with the app); the next rendered page launches a new one. */
export async function closeBrowser(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (!current) return;
  const browser = await current.browser.catch(() => undefined);
  await browser?.close();
}
