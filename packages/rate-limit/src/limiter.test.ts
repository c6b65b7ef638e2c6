import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimiterFactory, type LimiterSpec } from './limiter';

const fivePerQuarter: LimiterSpec = { name: 'test-login', points: 5, durationSeconds: 900 };

describe('limiters in memory', () => {
  it('take points atomically, say when one is back, give one back and reset', async () => {
    const limiter = createLimiterFactory(undefined)(fivePerQuarter);
    const taken = await Promise.all(Array.from({ length: 8 }, () => limiter.take('c')));
    expect(taken.filter((outcome) => outcome.allowed)).toHaveLength(5);
    expect(taken.find((outcome) => !outcome.allowed)).toEqual({
      allowed: false,
      retryAfterSeconds: 900,
    });
    expect((await limiter.take('other')).allowed).toBe(true);

    expect(await limiter.take('d')).toEqual({ allowed: true, nextAfterSeconds: 0, used: 1 });
    for (let i = 0; i < 4; i++) await limiter.take('d');
    await limiter.refund('d');
    // The last point taken: the answer says when the next one is back.
    expect(await limiter.take('d')).toEqual({ allowed: true, nextAfterSeconds: 900, used: 5 });
    expect((await limiter.take('d')).allowed).toBe(false);
    await limiter.reset('d');
    expect((await limiter.take('d')).allowed).toBe(true);
  });

  it('block a key for a given time, whatever it had left', async () => {
    const limiter = createLimiterFactory(undefined)(fivePerQuarter);
    await limiter.take('e');
    await limiter.block('e', 42);
    expect(await limiter.take('e')).toEqual({ allowed: false, retryAfterSeconds: 42 });
  });
});

// Runs where a Redis server is available (CI sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('limiters on Redis', () => {
  const clients: Redis[] = [];
  const connect = (url: string, keyPrefix: string) => {
    const client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
      keyPrefix,
    });
    client.on('error', () => {});
    clients.push(client);
    return client;
  };
  afterAll(() => clients.forEach((client) => client.disconnect()));
  const run = `test:${randomUUID()}:`;

  it('share counts between processes on one Redis, and not across key prefixes', async () => {
    const [first, second, elsewhere] = [run, run, `${run}other:`].map((prefix) =>
      connect(redisUrl!, prefix),
    );
    await Promise.all([first!.connect(), second!.connect(), elsewhere!.connect()]);
    const a = createLimiterFactory(first)(fivePerQuarter);
    const b = createLimiterFactory(second)(fivePerQuarter);
    const c = createLimiterFactory(elsewhere)(fivePerQuarter);
    for (let i = 0; i < 3; i++) expect((await a.take('k')).allowed).toBe(true);
    for (let i = 0; i < 2; i++) expect((await b.take('k')).allowed).toBe(true);
    expect((await a.take('k')).allowed).toBe(false);
    expect((await b.take('k')).allowed).toBe(false);
    expect((await c.take('k')).allowed).toBe(true);
    expect(await first!.exists('rl:test-login:k')).toBe(1);
  });

  it('keep limiting in memory while Redis is unreachable', async () => {
    const limiter = createLimiterFactory(connect('redis://127.0.0.1:1', run))(fivePerQuarter);
    for (let i = 0; i < 5; i++) expect((await limiter.take('k')).allowed).toBe(true);
    expect((await limiter.take('k')).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.take('k')).allowed).toBe(true);
  });
});
