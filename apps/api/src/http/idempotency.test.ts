import { serverMessages } from '@kolekt/shared/server-messages';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionInvites,
  collectionProducts,
  collections,
  comments,
  idempotencyKeys,
} from '../db/schema';
import { expireIdempotencyKeysJob } from '../jobs/expire-idempotency-keys';
import { createCollection, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { keyedRoutes } from './idempotency';

describe('Idempotency-Key on create calls', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
  });
  afterAll(() => t.close());

  const createCollectionCall = (
    name: string,
    key: string | undefined,
    auth: Record<string, string> = owner.auth,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/collection/create',
      headers: { ...auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { name, description: '', isPublic: 'true' },
    });

  async function collectionsNamed(name: string) {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(collections)
      .where(eq(collections.name, name));
    return row?.n;
  }

  it('answers a repeat with the first status and body and creates one row', async () => {
    const first = await createCollectionCall('Kitchen', 'key-kitchen-1');
    expect(first.statusCode).toBe(201);
    const again = await createCollectionCall('Kitchen', 'key-kitchen-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await collectionsNamed('Kitchen')).toBe(1);
  });

  it('creates once when the same key arrives many times at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => createCollectionCall('Garden', 'key-garden-race')),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(201));
    const bodies = new Set(replies.map((reply) => reply.body));
    expect(bodies.size).toBe(1);
    expect(await collectionsNamed('Garden')).toBe(1);
  });

  it('creates each time without a key, and per user with one', async () => {
    await createCollectionCall('Hallway', undefined);
    await createCollectionCall('Hallway', undefined);
    expect(await collectionsNamed('Hallway')).toBe(2);

    const other = await createUser(t.app);
    const mine = await createCollectionCall('Attic', 'shared-key');
    const theirs = await createCollectionCall('Attic', 'shared-key', other.auth);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
  });

  it('refuses the same key on another call with 422 in the envelope', async () => {
    await createCollectionCall('Office', 'key-office');
    const collection = await createCollection(t.app, owner.user.id);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/comment/create',
      headers: { ...owner.auth, 'idempotency-key': 'key-office' },
      payload: { collectionId: collection.id, content: 'Nice one' },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      success: false,
      statusCode: 422,
      message: serverMessages.idempotencyKeyReused,
    });
    const [row] = await t.database.db
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.collectionId, collection.id));
    expect(row?.n).toBe(0);
  });

  it('keeps a comment to one row under a retried key', async () => {
    const collection = await createCollection(t.app, owner.user.id);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/comment/create',
        headers: { ...owner.auth, 'idempotency-key': 'comment-once' },
        payload: { collectionId: collection.id, content: 'Only once please' },
      });
    const replies = await Promise.all([send(), send(), send()]);
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.collectionId, collection.id));
    expect(row?.n).toBe(1);
  });

  it('covers routes that exist', () => {
    for (const route of keyedRoutes) {
      const [method = '', url = ''] = route.split(' ');
      expect(t.app.hasRoute({ method: method as 'POST', url }), route).toBe(true);
    }
  });

  it('adds a product to a collection once under a retried key', async () => {
    const collection = await createCollection(t.app, owner.user.id);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/product/create',
        headers: { ...owner.auth, 'idempotency-key': 'product-once' },
        payload: {
          collectionId: collection.id,
          title: 'Espresso machine',
          store: 'Example Shop',
          pureUrl: 'https://shop.example.com/espresso-machine',
        },
      });
    const replies = await Promise.all([send(), send()]);
    expect(replies[0]?.statusCode).toBe(201);
    expect(replies[1]?.body).toBe(replies[0]?.body);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(collectionProducts)
      .where(eq(collectionProducts.collectionId, collection.id));
    expect(row?.n).toBe(1);
  });

  it('makes one invite link under a retried key, its secret answered alike', async () => {
    const collection = await createCollection(t.app, owner.user.id, { isPublic: false });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/collection/${collection.id}/inviteLinks`,
        headers: { ...owner.auth, 'idempotency-key': 'link-once' },
        payload: { role: 'viewer', days: 1 },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(collectionInvites)
      .where(eq(collectionInvites.collectionId, collection.id));
    expect(row?.n).toBe(1);
  });

  it('answers a retried acceptance of a used-up invitation as the first, not with 404', async () => {
    const collection = await createCollection(t.app, owner.user.id, { isPublic: false });
    const guest = await createUser(t.app);
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/collection/${collection.id}/invites`,
      headers: owner.auth,
      payload: { userName: guest.user.userName, role: 'viewer' },
    });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/invite/accept',
        headers: { ...guest.auth, 'idempotency-key': 'accept-once' },
        payload: { inviteId: invited.json().data.id },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
  });

  it('refuses a key that is empty, too long or not visible ASCII with 400', async () => {
    for (const key of ['x'.repeat(256), 'has space', '']) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/collection/create',
        headers: { ...owner.auth, 'idempotency-key': key },
        payload: { name: 'Refused', description: '', isPublic: 'true' },
      });
      expect(reply.statusCode, key).toBe(400);
      expect(reply.json().message).toBe(serverMessages.idempotencyKeyInvalid);
    }
    expect(await collectionsNamed('Refused')).toBe(0);
  });

  it('forgets keys after 24 hours, and the hourly job deletes them', async () => {
    await createCollectionCall('Cellar', 'key-cellar');
    const mine = and(
      eq(idempotencyKeys.userId, owner.user.id),
      eq(idempotencyKeys.key, 'key-cellar'),
    );
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(mine);
    const later = await createCollectionCall('Cellar', 'key-cellar');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await collectionsNamed('Cellar')).toBe(2);

    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(mine);
    const job = expireIdempotencyKeysJob(t.database);
    await job.run({}, { id: 'manual', retryCount: 0, retryLimit: 0 });
    expect(await t.database.db.select().from(idempotencyKeys).where(mine)).toEqual([]);
    expect(job.cron).toBeDefined();
  });
});
