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
  async function take(key: string): Promise<Taken> {
    try {
      const left = await limiter.consume(key);
      const nextAfterSeconds = left.remainingPoints > 0 ? 0 : wholeSeconds(left.msBeforeNext);
      return { allowed: true, nextAfterSeconds, used: left.consumedPoints };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { allowed: false, retryAfterSeconds: wholeSeconds(error.msBeforeNext) };
    }
  }
  return {
    async isBlocked(key) {
      const state = await limiter.get(key);
      return state !== null && state.remainingPoints <= 0;
    },
    async consume(key) {
      return (await take(key)).allowed;
    },
    take,
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

/** A day's failure count and, past the free tries, a gate: one try at a time, then the wait. */
function signInDimension(make: (spec: LimiterSpec) => Limiter, name: string) {
  return {
    failures: make({
      name: `sign-in-failures-${name}`,
      points: 1_000_000,
      durationSeconds: 86_400,
    }),
    // Held while one try's password is checked, so a burst gets one check; a failure re-blocks it.
    gate: make({ name: `sign-in-gate-${name}`, points: 1, durationSeconds: 10 }),
  };
}

export type SignInDimension = ReturnType<typeof signInDimension>;

/** Requests allowed per minute before 429 (RATE_LIMIT_* in the config; docs/decisions). */
export interface RequestRateLimits {
  searchesPerAddress: number;
  writesPerUser: number;
  writesPerAddress: number;
  registrationsPerAddressHourly: number;
}

export const defaultRequestRateLimits: RequestRateLimits = {
  searchesPerAddress: 10,
  writesPerUser: 120,
  writesPerAddress: 600,
  registrationsPerAddressHourly: 30,
};

/** The api's limiters, made once per instance so their memory counts persist. */
export function createLimiters(
  redis: Redis | undefined,
  rates: RequestRateLimits = defaultRequestRateLimits,
) {
  const make = createLimiterFactory(redis);
  const perMinute = (name: string, points: number) => make({ name, points, durationSeconds: 60 });
  return {
    /** Live retailer searches per client address: each one fetches from every shop. */
    retailerSearch: perMinute('retailer-search', rates.searchesPerAddress),
    /** POST/PUT/PATCH/DELETE requests per signed-in user. */
    writesUser: perMinute('writes-user', rates.writesPerUser),
    /** POST/PUT/PATCH/DELETE requests per client address, signed in or not. */
    writesAddress: perMinute('writes-address', rates.writesPerAddress),
    /** New verification codes per e-mail address. */
    resendCode: make({ name: 'resend-code', points: 3, durationSeconds: 600 }),
    /**
     * One new sign-up code per e-mail address a minute: a code takes a while to arrive, and
     * impatient clicks would spend the address's three codes at once.
     */
    resendCodeCooldown: make({ name: 'resend-code-cooldown', points: 1, durationSeconds: 60 }),
    /** New verification codes per client address, whatever e-mail they are for. */
    resendCodeAddress: make({ name: 'resend-code-address', points: 10, durationSeconds: 600 }),
    /** Registrations tried per client address: each one hashes a password and sends a mail. */
    registerAddress: make({
      name: 'register-address',
      points: rates.registrationsPerAddressHourly,
      durationSeconds: 3600,
    }),
    /** Sign-ups per e-mail address: each one mails the address. */
    registerEmail: make({ name: 'register-email', points: 5, durationSeconds: 3600 }),
    /** Tries of mailed codes (verify, reset) per purpose and e-mail address. */
    codeTriesEmail: make({ name: 'code-tries-email', points: 10, durationSeconds: 600 }),
    /** Tries of mailed codes per client address, whatever address they are for. */
    codeTriesAddress: make({ name: 'code-tries-address', points: 30, durationSeconds: 600 }),
    /** Wrong passwords given by a signed-in user (deleting the account, changing the e-mail). */
    passwordConfirm: make({ name: 'password-confirm', points: 5, durationSeconds: 900 }),
    /**
     * Wrong passwords at sign-in, per client, per account and client (or trusted browser), and
     * per account: each counts a day's failures and holds a gate that grows the wait between
     * tries past the free ones (features/auth/sign-in-throttle.ts, decision 0056).
     */
    signIn: {
      client: signInDimension(make, 'client'),
      pair: signInDimension(make, 'pair'),
      account: signInDimension(make, 'account'),
    },
    /** One e-mail a day to an account's owner about wrong passwords tried on it. */
    failedSignInNotice: make({ name: 'failed-sign-in-notice', points: 1, durationSeconds: 86_400 }),
    /** Product links read per user: each one is an outbound fetch. */
    scrape: make({ name: 'scrape', points: 30, durationSeconds: 60 }),
    /** AI analyses computed per user (answers from the store are free). */
    analysis: make({ name: 'analysis', points: 10, durationSeconds: 60 }),
  };
}

export type Limiters = ReturnType<typeof createLimiters>;
