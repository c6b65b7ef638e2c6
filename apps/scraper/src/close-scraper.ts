import { closeBrowser } from './browser/shared-browser';
import { closeGuardProxy } from './fetch/guard-proxy';

/** Stops what scrapes share in this process (the guard proxy, the browser); a later scrape starts them again. */
export async function closeScraper(): Promise<void> {
  await Promise.all([closeBrowser(), closeGuardProxy()]);
}
