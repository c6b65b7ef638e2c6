import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimiterSpec {
  /** Names the counts in the store (`rl:<name>:<key>`): one name, one limit everywhere. */
  name: string;
  points: number;
  durationSeconds: number;
}

export interface Limiter {
  /**
   * Uses one point in one atomic step of the store, so concurrent callers cannot all slip under
   * the limit; when none was left, says how long until one is back.
   */
  take(key: string): Promise<Taken>;
  /** Gives back a point that `take` used (the attempt turned out not to count). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Refuses the key for the next `seconds`, whatever it had left (a growing delay). */
  block(key: string, seconds: number): Promise<void>;
}

export type Taken =
  | {
      allowed: true;
      /** Seconds until the key can take again: 0 while points are left. */
      nextAfterSeconds: number;
      /** Points the key has used in this window, this one included. */
      used: number;
    }
  | { allowed: false; retryAfterSeconds: number };

const wholeSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function wrap(limiter: RateLimiterAbstract): Limiter {
  return {
    async take(key) {
      try {
        const left = await limiter.consume(key);
        const nextAfterSeconds = left.remainingPoints > 0 ? 0 : wholeSeconds(left.msBeforeNext);
        return { allowed: true, nextAfterSeconds, used: left.consumedPoints };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return { allowed: false, retryAfterSeconds: wholeSeconds(error.msBeforeNext) };
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async block(key, seconds) {
      await limiter.block(key, seconds);
    },
  };
}

/**
 * The one way Kolekt makes a limiter. Given a Redis client, the counts live in that Redis, so
 * every api instance and every scraper on it shares them (the client's `keyPrefix`, from
 * REDIS_KEY_PREFIX, keeps deployments and test runs apart); while Redis is unreachable, each
 * process counts in memory. Without a client the counts are this process's own.
 */
export function createLimiterFactory(redis: Redis | undefined) {
  return (spec: LimiterSpec): Limiter => {
    const options = {
      keyPrefix: `rl:${spec.name}`,
      points: spec.points,
      duration: spec.durationSeconds,
    };
    const memory = new RateLimiterMemory(options);
    if (!redis) return wrap(memory);
    return wrap(new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }));
  };
}
