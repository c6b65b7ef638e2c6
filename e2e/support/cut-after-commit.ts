import type { Page } from '@playwright/test';

/**
 * Lets each of the first `times` requests to `url` reach the api and be answered, then drops the
 * connection before the answer reaches the page: a connection lost after the server committed.
 * Later requests pass untouched. The returned list fills with each request's Idempotency-Key.
 */
export async function cutAfterCommit(
  page: Page,
  url: string | RegExp,
  times: number,
): Promise<(string | null)[]> {
  const keys: (string | null)[] = [];
  await page.route(url, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    if (keys.length > times) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  return keys;
}
