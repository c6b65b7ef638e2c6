import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser } from '../test/factories';
import { connectHub, waitFor } from '../test/hub-client';
import { hasRedisServer } from '../test/redis-server';
import type { TestApp } from '../test/test-app';
import { startTwoInstances } from '../test/two-instances';

/** Two api instances sharing one database and one Redis, as behind a load balancer. */
describe.runIf(hasRedisServer)('notifications across instances over Redis', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;
  let redis: (typeof instances)['redis'];
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ redis, one, two } = instances);
  });
  afterAll(() => instances.close());

  const like = (app: TestApp, auth: Record<string, string>, collectionId: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/like/create',
      headers: auth,
      payload: { CollectionId: collectionId },
    });

  it('reaches a socket on the other instance, survives Redis going away, and recovers', async () => {
    const actor = await createUser(one.app);
    const recipient = await createUser(one.app);
    const shelves = await Promise.all(
      [1, 2, 3].map(() => createCollection(one.app, recipient.user.id)),
    );
    const onTwo = await connectHub(two.app, recipient.token);
    const onOne = await connectHub(one.app, recipient.token);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect((await like(one, actor.auth, shelves[0]!.id)).statusCode).toBe(200);
    await waitFor(() => onTwo.received.length === 1 && onOne.received.length === 1);

    await redis.stop();
    expect((await like(one, actor.auth, shelves[1]!.id)).statusCode).toBe(200);
    // Without Redis, the instance that caused it still delivers to its own sockets.
    await waitFor(() => onOne.received.length === 2);
    expect((await two.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(onTwo.received).toHaveLength(1);

    await redis.start();
    await waitFor(() => one.app.ctx.redis?.status === 'ready', 15_000);
    let delivered = false;
    // The subscriber reconnects on its own schedule; keep liking new things until one arrives.
    for (let attempt = 0; attempt < 30 && !delivered; attempt++) {
      const shelf = await createCollection(one.app, recipient.user.id);
      await like(one, actor.auth, shelf.id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      delivered = onTwo.received.length > 1;
    }
    expect(delivered).toBe(true);
    await Promise.all([onOne.connection.stop(), onTwo.connection.stop()]);
  }, 60_000);
});
