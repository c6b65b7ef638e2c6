import { EventEmitter } from 'node:events';
import type { NotificationRecord } from '@kolekt/shared/notification';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A notification for one user, on its way to whichever instance holds that user's sockets: as
 * stored, in no language; the hub words it for the sockets it delivers to.
 */
export interface NotificationEvent {
  userId: string;
  notification: NotificationRecord;
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
  /**
   * Queues a notification for the recipient's sockets. Everything queued in one turn of the
   * event loop leaves together after it; the request that caused it never waits for the sockets.
   */
  notify(event: NotificationEvent): void;
  /** Sends an ended-sessions event to every instance now (the caller waits for it). */
  publish(event: SessionsEndedEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

export const isSessionsEnded = (event: BusEvent): event is SessionsEndedEvent => 'kind' in event;

const channel = 'kolekt:notifications';

/** Collects notifications and hands them on in one batch once the current turn has ended. */
function batchPerTurn(send: (events: NotificationEvent[]) => Promise<void>) {
  let queued: NotificationEvent[] = [];
  let timer: NodeJS.Immediate | null = null;
  const flush = async () => {
    if (timer) clearImmediate(timer);
    timer = null;
    const events = queued;
    queued = [];
    if (events.length > 0) await send(events);
  };
  return {
    add(event: NotificationEvent) {
      queued.push(event);
      timer ??= setImmediate(() => void flush());
    },
    flush,
  };
}

/** This instance's listeners (the hub, the session cache). */
function createListeners() {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    emit: (event: BusEvent) => void emitter.emit('event', event),
    subscribe(handler: (event: BusEvent) => void) {
      emitter.on('event', handler);
      return () => void emitter.off('event', handler);
    },
    close: () => void emitter.removeAllListeners(),
  };
}

/** One process: events go straight to this instance's sockets. */
export function createLocalBus(): EventBus {
  const listeners = createListeners();
  const notifications = batchPerTurn(async (events) => events.forEach(listeners.emit));
  return {
    notify: notifications.add,
    async publish(event) {
      listeners.emit(event);
    },
    subscribe: listeners.subscribe,
    async close() {
      await notifications.flush();
      listeners.close();
    },
  };
}

/** A Redis message holds one event, or a batch of notifications as an array. */
function eventsOf(raw: string): BusEvent[] {
  const parsed = JSON.parse(raw) as BusEvent | BusEvent[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

/**
 * Redis pub/sub between api instances, one message per batch of notifications. While Redis is
 * unreachable an event is delivered to this instance's own sockets instead of being lost;
 * ioredis reconnects and resubscribes by itself.
 */
export function createRedisBus(url: string, log: FastifyBaseLogger): EventBus {
  const listeners = createListeners();
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
      eventsOf(raw).forEach(listeners.emit);
    } catch (error) {
      log.warn({ err: error }, 'event bus: unreadable message');
    }
  });

  async function send(message: SessionsEndedEvent | NotificationEvent[]) {
    if (publisher.status === 'ready') {
      try {
        await publisher.publish(channel, JSON.stringify(message));
        return;
      } catch (error) {
        log.warn({ err: error }, 'event bus: publish failed, delivering locally');
      }
    }
    (Array.isArray(message) ? message : [message]).forEach(listeners.emit);
  }
  const notifications = batchPerTurn(send);

  return {
    notify: notifications.add,
    publish: send,
    subscribe: listeners.subscribe,
    async close() {
      await notifications.flush();
      publisher.disconnect();
      subscriber.disconnect();
      listeners.close();
    },
  };
}
