import type { NotificationRecord } from '@kolekt/shared/notification';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../test/hub-client';
import { hasRedisServer, startRedisServer } from '../test/redis-server';
import { createLocalBus, createRedisBus, type BusEvent, type EventBus } from './event-bus';

const notification = (n: number): NotificationRecord => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'system',
  params: { title: `#${n}`, message: '' },
  createdAt: new Date(0).toISOString(),
  isRead: false,
});
const notify = (bus: EventBus, count: number) => {
  for (let n = 0; n < count; n++)
    bus.notify({ userId: `user-${n}`, notification: notification(n) });
};
const listen = (bus: EventBus) => {
  const seen: BusEvent[] = [];
  bus.subscribe((event) => seen.push(event));
  return seen;
};
const silentLog = { warn: () => {} } as unknown as FastifyBaseLogger;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the event bus in one process', () => {
  it('sends notifications after the current turn, all of them, in order', async () => {
    const bus = createLocalBus();
    const seen = listen(bus);
    notify(bus, 3);
    expect(seen).toEqual([]);
    await nextTurn();
    expect(seen.map((event) => 'userId' in event && event.userId)).toEqual([
      'user-0',
      'user-1',
      'user-2',
    ]);
    await bus.close();
  });

  it('sends ended sessions at once, and what is queued when it closes', async () => {
    const bus = createLocalBus();
    const seen = listen(bus);
    await bus.publish({ kind: 'session-ended', userId: 'a', familyId: 'f' });
    expect(seen).toHaveLength(1);
    notify(bus, 2);
    await bus.close();
    expect(seen).toHaveLength(3);
  });
});

describe.runIf(hasRedisServer)('the event bus over Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let one: EventBus;
  let two: EventBus;
  let watcher: Redis;
  const messages: string[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    one = createRedisBus(redis.url, silentLog);
    two = createRedisBus(redis.url, silentLog);
    watcher = new Redis(redis.url);
    await watcher.subscribe('kolekt:notifications');
    watcher.on('message', (_channel, raw: string) => messages.push(raw));
  });
  afterAll(async () => {
    watcher.disconnect();
    await Promise.all([one.close(), two.close()]);
    await redis.stop();
  });

  it('carries one turn’s notifications to the other instance as one message', async () => {
    const seen = listen(two);
    // Let both instances' Redis connections come up first.
    await waitFor(() => {
      notify(one, 1);
      return seen.length > 0;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    messages.length = 0;
    seen.length = 0;

    notify(one, 50);
    await waitFor(() => seen.length === 50);
    expect(messages).toHaveLength(1);
    expect(seen.map((event) => 'notification' in event && event.notification.id)).toEqual(
      Array.from({ length: 50 }, (_, n) => notification(n).id),
    );
  });

  it('still reads a message holding a single event', async () => {
    const seen = listen(two);
    const event = { userId: 'user-x', notification: notification(7) };
    const older = watcher.duplicate();
    await older.publish('kolekt:notifications', JSON.stringify(event));
    older.disconnect();
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([event]);
  });
});
