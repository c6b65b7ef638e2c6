import { loadBuffer, type CheerioAPI } from 'cheerio';
import { asBlocked, assertNotChallenge } from '@kolekt/extract';
import { guardedFetch, type GuardedFetchOptions } from './guarded-fetch';

/** A shop page as parsed, and where its redirects ended. */
export interface ShopDocument {
  $: CheerioAPI;
  url: URL;
}

/**
 * Fetches a shop page through the guarded fetcher and parses it. A refusal status or a
 * challenge, captcha or bot wall throws `blocked`, so no caller ever reads a wall as a page.
 */
export async function fetchShopDocument(
  url: URL,
  deps: GuardedFetchOptions,
): Promise<ShopDocument> {
  const page = await guardedFetch(url, deps).catch((error: unknown) => {
    throw asBlocked(error);
  });
  assertNotChallenge({
    status: page.status,
    headers: page.headers,
    html: page.body.toString(),
    url: page.finalUrl.href,
  });
  // The parser sniffs BOMs and <meta charset> too, for Turkish pages still in windows-1254.
  const $ = loadBuffer(page.body, { encoding: { transportLayerEncodingLabel: page.charset } });
  return { $, url: page.finalUrl };
}
