import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimiters } from './rate-limiter';

describe('limiters in memory', () => {
  it('count per key and reset', async () => {
    const { loginAccount } = createLimiters(undefined);
    for (let i = 0; i < 5; i++) expect(await loginAccount.consume('a')).toBe(true);
    expect(await loginAccount.isBlocked('a')).toBe(true);
    expect(await loginAccount.isBlocked('b')).toBe(false);
    expect(await loginAccount.consume('a')).toBe(false);
    await loginAccount.reset('a');
    expect(await loginAccount.isBlocked('a')).toBe(false);
  });

  it('take points atomically, say when one is back, and give one back', async () => {
    const { loginAccount } = createLimiters(undefined);
    const taken = await Promise.all(Array.from({ length: 8 }, () => loginAccount.take('c')));
    expect(taken.filter((outcome) => outcome.allowed)).toHaveLength(5);
    const refused = taken.find((outcome) => !outcome.allowed);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 900 });

    expect(await loginAccount.take('d')).toEqual({ allowed: true, nextAfterSeconds: 0 });
    for (let i = 0; i < 4; i++) await loginAccount.take('d');
    await loginAccount.refund('d');
    // The last point taken: the answer says when the next one is back.
    expect(await loginAccount.take('d')).toEqual({ allowed: true, nextAfterSeconds: 900 });
    expect((await loginAccount.take('d')).allowed).toBe(false);
  });
});

// Runs where a Redis server is available (CI sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('limiters on Redis', () => {
  const clients: Redis[] = [];
  const connect = (url: string) => {
    const client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    client.on('error', () => {});
    clients.push(client);
    return client;
  };
  afterAll(() => clients.forEach((client) => client.disconnect()));

  it('share counts between api instances', async () => {
    const first = connect(redisUrl!);
    const second = connect(redisUrl!);
    await Promise.all([first.connect(), second.connect()]);
    const a = createLimiters(first);
    const b = createLimiters(second);
    const key = randomUUID();
    for (let i = 0; i < 3; i++) await a.loginAccount.consume(key);
    for (let i = 0; i < 2; i++) await b.loginAccount.consume(key);
    expect(await a.loginAccount.isBlocked(key)).toBe(true);
    expect(await b.loginAccount.isBlocked(key)).toBe(true);
    await a.loginAccount.reset(key);
  });

  it('keep limiting in memory while Redis is unreachable', async () => {
    const down = connect('redis://127.0.0.1:1');
    const { loginAccount } = createLimiters(down);
    const key = randomUUID();
    for (let i = 0; i < 5; i++) expect(await loginAccount.consume(key)).toBe(true);
    expect(await loginAccount.consume(key)).toBe(false);
    expect(await loginAccount.isBlocked(key)).toBe(true);
    await loginAccount.reset(key);
    expect(await loginAccount.isBlocked(key)).toBe(false);
  });
});
