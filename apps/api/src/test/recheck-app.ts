import { asc, eq } from 'drizzle-orm';
import { priceObservations } from '../db/schema';
import { createCollection, type createUser } from './factories';
import type { FixtureShop } from '@kolekt/scraper/test-support';
import type { TestApp } from './test-app';

/** The app's settings to re-check pages of a test shop every 2 s. */
export const recheckEvery2s = (shop: FixtureShop) => ({
  PRICE_CHECK_EVERY: '2s',
  SCRAPER_ALLOWED_HOSTS: shop.hostPort,
  SCRAPER_TIMEOUT_MS: '2000',
});

/** The user adds a page to a new collection as the app's users do (the app reads it); its id. */
export async function addToNewCollection(
  t: TestApp,
  user: Awaited<ReturnType<typeof createUser>>,
  url: string,
): Promise<string> {
  const collection = await createCollection(t.app, user.user.id);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/product/scrape/collection',
    headers: user.auth,
    payload: { url, collectionId: collection.id },
  });
  if (added.statusCode !== 201) throw new Error(`adding ${url} answered ${added.statusCode}`);
  return added.json().data.id;
}

/** The product's readings by re-checks, oldest first. */
export const recheckReadings = (t: TestApp, productId: string) =>
  t.database.db
    .select()
    .from(priceObservations)
    .where(eq(priceObservations.productId, productId))
    .orderBy(asc(priceObservations.id))
    .then((rows) => rows.filter((row) => row.source === 'recheck'));
