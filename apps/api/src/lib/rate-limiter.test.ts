import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimiters } from './rate-limiter';

describe('limiters in memory', () => {
  it('count per key and reset', async () => {
    const { passwordConfirm } = createLimiters(undefined);
    for (let i = 0; i < 5; i++) expect(await passwordConfirm.consume('a')).toBe(true);
    expect(await passwordConfirm.isBlocked('a')).toBe(true);
    expect(await passwordConfirm.isBlocked('b')).toBe(false);
    expect(await passwordConfirm.consume('a')).toBe(false);
    await passwordConfirm.reset('a');
    expect(await passwordConfirm.isBlocked('a')).toBe(false);
  });

  it('take points atomically, say when one is back, and give one back', async () => {
    const { passwordConfirm } = createLimiters(undefined);
    const taken = await Promise.all(Array.from({ length: 8 }, () => passwordConfirm.take('c')));
    expect(taken.filter((outcome) => outcome.allowed)).toHaveLength(5);
    const refused = taken.find((outcome) => !outcome.allowed);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 900 });

    expect(await passwordConfirm.take('d')).toEqual({
      allowed: true,
      nextAfterSeconds: 0,
      used: 1,
    });
    for (let i = 0; i < 4; i++) await passwordConfirm.take('d');
    await passwordConfirm.refund('d');
    // The last point taken: the answer says when the next one is back.
    expect(await passwordConfirm.take('d')).toEqual({
      allowed: true,
      nextAfterSeconds: 900,
      used: 5,
    });
    expect((await passwordConfirm.take('d')).allowed).toBe(false);
  });

  it('block a key for a given time, whatever it had left', async () => {
    const { passwordConfirm } = createLimiters(undefined);
    await passwordConfirm.take('e');
    await passwordConfirm.block('e', 42);
    expect(await passwordConfirm.take('e')).toEqual({ allowed: false, retryAfterSeconds: 42 });
    expect(await passwordConfirm.isBlocked('e')).toBe(true);
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
    for (let i = 0; i < 3; i++) await a.passwordConfirm.consume(key);
    for (let i = 0; i < 2; i++) await b.passwordConfirm.consume(key);
    expect(await a.passwordConfirm.isBlocked(key)).toBe(true);
    expect(await b.passwordConfirm.isBlocked(key)).toBe(true);
    await a.passwordConfirm.reset(key);
  });

  it('keep limiting in memory while Redis is unreachable', async () => {
    const down = connect('redis://127.0.0.1:1');
    const { passwordConfirm } = createLimiters(down);
    const key = randomUUID();
    for (let i = 0; i < 5; i++) expect(await passwordConfirm.consume(key)).toBe(true);
    expect(await passwordConfirm.consume(key)).toBe(false);
    expect(await passwordConfirm.isBlocked(key)).toBe(true);
    await passwordConfirm.reset(key);
    expect(await passwordConfirm.isBlocked(key)).toBe(false);
  });
});
