import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { priceCheck } from './price-check-job';
import { schedulerTickMs } from './price-check-timing';
import { schedulePriceChecks, type ScheduleLimits } from './schedule-price-checks';

/** How soon after a check ends its freed slot is handed out; ends close together share a tick. */
const soonMs = 50;

export interface PriceCheckScheduler {
  start(): void;
  /** Asks for a tick soon (a check ended and freed a slot). */
  soon(): void;
  /** Stops ticking and waits for a tick under way. */
  stop(): Promise<void>;
}

/**
 * The timer that runs the scheduler on every instance: a tick at start, then every quarter
 * period (1–30 s), one soon after a check on this instance ends (its slot is free), and one when
 * a shop waiting only for a token earns it. Ticks never overlap; an instance whose tick finds
 * another holding the lock simply waits for its next one.
 */
export function createPriceCheckScheduler(options: {
  database: Database;
  queue: JobQueue;
  limits: ScheduleLimits;
  expirySeconds: number;
  log: FastifyBaseLogger;
}): PriceCheckScheduler {
  const periodMs = schedulerTickMs(options.limits.everyMs);
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let dueAt = Number.POSITIVE_INFINITY;
  let running: Promise<void> | undefined;
  let again = false;

  /** Runs one tick; answers how long until the next one should run. */
  async function tick(): Promise<number> {
    try {
      const { sent, nextTokenInMs } = await schedulePriceChecks(options);
      if (sent > 0) options.queue.wake(priceCheck);
      return nextTokenInMs === null
        ? periodMs
        : Math.max(soonMs, Math.min(periodMs, nextTokenInMs));
    } catch (error) {
      options.log.warn({ err: error }, 'price check scheduling failed');
      return periodMs;
    }
  }

  /** Fires in `ms` unless a tick is already planned sooner. */
  function plan(ms: number) {
    const at = Date.now() + ms;
    if (timer && at >= dueAt) return;
    clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(fire, ms);
  }

  function fire() {
    timer = undefined;
    dueAt = Number.POSITIVE_INFINITY;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = tick().then((nextMs) => {
      running = undefined;
      if (stopped) return;
      plan(again ? soonMs : nextMs);
      again = false;
    });
  }

  return {
    start() {
      stopped = false;
      // Products that fell due while no instance ran are handed out at once.
      plan(soonMs);
    },
    soon() {
      if (stopped) return;
      if (running) again = true;
      else plan(soonMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
