import { randomUUID } from 'node:crypto';
import dns, { type LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Resolver } from '@kolekt/scraper';
import { addressForms, fakeResolver } from '@kolekt/scraper/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverPush } from './push-delivery';

const message = { title: 'Price drop', body: 'Kettle is now ₺999', url: '/watching', tag: 't' };

/** A service inside the network, on 127.0.0.1: it counts every connection it is offered. */
async function startInsideListener() {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Web Push endpoints are judged by decision 0065's table when a browser subscribes and again at
 * each delivery, and the delivery connects to the address that was judged, never to a second
 * answer of the name (issue #31).
 */
describe('push endpoints and the addresses they lead to', () => {
  let t: TestApp;
  let push: FakePushService;
  let inside: Awaited<ReturnType<typeof startInsideListener>>;
  beforeAll(async () => {
    push = await startFakePushService();
    inside = await startInsideListener();
    t = await createTestApp({ PUSH_ALLOWED_HOSTS: push.host });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([push.close(), inside.close()]);
  });
  beforeEach(() => {
    expect(inside.connections()).toBe(0);
  });

  const keys = () => push.subscribe({ applicationServerKey: t.app.ctx.vapid.publicKey }).keys;

  /** A subscription row as an older check, or a database edit, may have left it. */
  async function storedSubscription(endpoint: string) {
    const { user } = await createUser(t.app);
    const [row] = await t.database.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint, ...keys() })
      .returning();
    return row!;
  }
  const stillStored = async (id: string) =>
    (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))
      .length === 1;

  const deliver = (subscriptionId: string, resolve: Resolver) =>
    deliverPush({
      database: t.database,
      vapid: t.app.ctx.vapid,
      allowedHosts: [push.host],
      subscriptionId,
      message,
      resolve,
      // A public row leads to an address no test may count on; a short wait settles it.
      timeoutMs: 1000,
    });

  it.each(addressForms)(
    'registration of https://[$address]/ (carries $carries): allowed $allowed',
    async ({ address, allowed }) => {
      const user = await createUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscription',
        headers: user.auth,
        payload: { endpoint: `https://[${address}]/send/${randomUUID()}`, keys: keys() },
      });
      expect(res.statusCode).toBe(allowed ? 200 : 400);
    },
  );

  it.each(addressForms)(
    'delivery to a name that resolves to $address: allowed $allowed',
    async ({ address, allowed }) => {
      const row = await storedSubscription(`https://push.test:${inside.port}/send/${randomUUID()}`);
      const delivered = deliver(row.id, fakeResolver({ 'push.test': [address] }));
      if (allowed) {
        // Let through to the public address, which does not answer as a push service.
        await expect(delivered).rejects.toThrow();
        expect(await stillStored(row.id)).toBe(true);
      } else {
        await delivered;
        expect(await stillStored(row.id)).toBe(false);
      }
      expect(inside.connections()).toBe(0);
    },
  );

  it('a name that answers a public address to the check and 127.0.0.1 afterwards never reaches 127.0.0.1', async () => {
    // The check's resolver answers a public address once; the system's DNS, which a connection
    // made by name would ask, then answers 127.0.0.1.
    const asked: string[] = [];
    const atCheck: Resolver = async (hostname) => {
      asked.push(hostname);
      return [{ address: '93.184.216.34', family: 4 }];
    };
    const systemLookup = dns.lookup;
    const rebound = vi.spyOn(dns, 'lookup').mockImplementation(((
      hostname: string,
      options: unknown,
      callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
    ) => {
      if (hostname !== 'rebind.test') return systemLookup(hostname, options as never, callback);
      const all = typeof options === 'object' && (options as { all?: boolean }).all;
      if (all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    }) as typeof dns.lookup);
    const row = await storedSubscription(`https://rebind.test:${inside.port}/send/1`);
    try {
      await expect(deliver(row.id, atCheck)).rejects.toThrow();
    } finally {
      rebound.mockRestore();
    }
    expect(inside.connections()).toBe(0);
    expect(asked).toEqual(['rebind.test']);
    // A failed delivery is the queue's to retry; the subscription stays.
    expect(await stillStored(row.id)).toBe(true);
  });
});
