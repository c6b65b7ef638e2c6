import { EventEmitter } from 'node:events';
import type { Notification } from '@kolekt/shared/notification';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A notification for one user, on its way to whichever instance holds that user's sockets. */
export interface NotificationEvent {
  userId: string;
  notification: Notification;
}

/**
 * Sessions of a user ended: every instance closes the matching sockets and forgets what it
 * cached about the user. Either every access token issued before `endedAt` (password change or
 * reset, account deletion) or one sign-in (`familyId`, a logout).
 */
export type SessionsEndedEvent =
  | { kind: 'sessions-ended'; userId: string; endedAt: number }
  | { kind: 'session-ended'; userId: string; familyId: string };

export type BusEvent = NotificationEvent | SessionsEndedEvent;

export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

export const isSessionsEnded = (event: BusEvent): event is SessionsEndedEvent => 'kind' in event;

const channel = 'kolekt:notifications';

/** One process: events go straight to this instance's sockets. */
export function createLocalBus(): EventBus {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(handler) {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub between api instances. While Redis is unreachable an event is delivered to this
 * instance's own sockets instead of being lost; ioredis reconnects and resubscribes by itself.
 */
export function createRedisBus(url: string, log: FastifyBaseLogger): EventBus {
  const local = createLocalBus();
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  for (const client of [publisher, subscriber]) {
    client.on('error', (error) => log.warn({ err: error }, 'event bus: redis unavailable'));
    client.connect().catch(() => {});
  }
  subscriber.subscribe(channel).catch(() => {});
  subscriber.on('message', (_channel, raw: string) => {
    try {
      void local.publish(JSON.parse(raw) as BusEvent);
    } catch (error) {
      log.warn({ err: error }, 'event bus: unreadable message');
    }
  });

  return {
    async publish(event) {
      if (publisher.status === 'ready') {
        try {
          await publisher.publish(channel, JSON.stringify(event));
          return;
        } catch (error) {
          log.warn({ err: error }, 'event bus: publish failed, delivering locally');
        }
      }
      await local.publish(event);
    },
    subscribe: local.subscribe,
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
      await local.close();
    },
  };
}
