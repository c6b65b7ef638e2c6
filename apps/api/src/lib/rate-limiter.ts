import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimiterSpec {
  name: string;
  points: number;
  durationSeconds: number;
}

export interface Limiter {
  /** True when the key has no points left. */
  isBlocked(key: string): Promise<boolean>;
  /** Uses one point; false when none was left. */
  consume(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
}

function wrap(limiter: RateLimiterAbstract): Limiter {
  return {
    async isBlocked(key) {
      const state = await limiter.get(key);
      return state !== null && state.remainingPoints <= 0;
    },
    async consume(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/**
 * Limits are shared through Redis when there is one, so every api instance sees the same
 * counts; while Redis is unreachable each instance falls back to counting in memory.
 */
function createLimiterFactory(redis: Redis | undefined) {
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

/** The api's limiters, made once per instance so their memory counts persist. */
export function createLimiters(redis: Redis | undefined) {
  const make = createLimiterFactory(redis);
  return {
    /** New verification codes per e-mail address. */
    resendCode: make({ name: 'resend-code', points: 3, durationSeconds: 600 }),
    /** Failed logins per account. */
    loginAccount: make({ name: 'login-account', points: 5, durationSeconds: 900 }),
    /** Product links read per user: each one is an outbound fetch. */
    scrape: make({ name: 'scrape', points: 30, durationSeconds: 60 }),
    /** AI analyses computed per user (answers from the store are free). */
    analysis: make({ name: 'analysis', points: 10, durationSeconds: 60 }),
    /** Failed logins per client address. */
    loginAddress: make({ name: 'login-address', points: 20, durationSeconds: 900 }),
  };
}

export type Limiters = ReturnType<typeof createLimiters>;
