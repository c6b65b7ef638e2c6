import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collections, productDetails, products, users } from '../db/schema';
import { addMembership } from '../features/products/collection-membership';
import { signAccessToken } from '../features/auth/access-token';
import { createDefaultCollection } from '../features/collections/create-default-collection';

/**
 * Factories shared by tests (and the development seed): real rows through the real schema, and
 * a real access token signed with the app's key.
 */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const suffix = randomUUID().slice(0, 8);
  const db = app.ctx.database.db;
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${suffix}@example.com`,
      userName: `user_${suffix}`,
      name: 'Test',
      surname: 'User',
      emailVerifiedAt: sql`now()`,
      ...overrides,
    })
    .returning();
  await createDefaultCollection({ db, userId: user!.id, language: 'en' });
  const token = await signAccessToken(user!.id, app.ctx.secrets.jwtKey);
  return { user: user!, token, auth: { authorization: `Bearer ${token}` } };
}

export async function createCollection(
  app: FastifyInstance,
  userId: string,
  overrides: Partial<typeof collections.$inferInsert> = {},
) {
  const [collection] = await app.ctx.database.db
    .insert(collections)
    .values({
      userId,
      name: `Collection ${randomUUID().slice(0, 6)}`,
      isPublic: true,
      ...overrides,
    })
    .returning();
  return collection!;
}

/**
 * A product row, optionally placed in collections (counters kept right, added by each
 * collection's owner). Confirmed and read, as a scrape leaves it, unless `confirmedAt: null` is given.
 */
export async function createProduct(
  app: FastifyInstance,
  overrides: Partial<typeof products.$inferInsert> = {},
  inCollections: string[] = [],
) {
  const suffix = randomUUID().slice(0, 8);
  const db = app.ctx.database.db;
  const [product] = await db
    .insert(products)
    .values({
      url: `https://www.trendyol.com/p/item-${suffix}`,
      title: `Product ${suffix}`,
      store: 'Trendyol',
      price: '1.299,90 TL',
      priceAmount: '1299.90',
      priceCurrency: 'TRY',
      imagePath: `https://cdn.example.com/${suffix}.jpg`,
      confirmedAt: new Date(),
      // As a scrape leaves it: read just now, so the re-check schedule waits a period.
      priceCheckedAt: new Date(),
      ...overrides,
    })
    .returning();
  for (const collectionId of inCollections) {
    const [owner] = await db
      .select({ id: collections.userId })
      .from(collections)
      .where(eq(collections.id, collectionId));
    await addMembership(db, collectionId, product!.id, owner!.id);
  }
  return product!;
}

/** One user's own details of a product (decision 0010). */
export async function createProductDetails(
  app: FastifyInstance,
  values: Pick<typeof productDetails.$inferInsert, 'productId' | 'userId'> &
    Partial<typeof productDetails.$inferInsert>,
) {
  const [details] = await app.ctx.database.db
    .insert(productDetails)
    .values({ title: 'Typed title', price: '10 TL', source: 'manual', ...values })
    .returning();
  return details!;
}
