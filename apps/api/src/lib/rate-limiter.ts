import { createLimiterFactory } from '@kolekt/rate-limit/limiter';
import type { Redis } from 'ioredis';

/** Requests allowed per minute before 429 (RATE_LIMIT_* in the config; docs/decisions). */
export interface RequestRateLimits {
  writesPerUser: number;
  writesPerAddress: number;
  registrationsPerAddressHourly: number;
}

export const defaultRequestRateLimits: RequestRateLimits = {
  writesPerUser: 120,
  writesPerAddress: 600,
  registrationsPerAddressHourly: 30,
};

/**
 * The api's limiters, made once per instance (so their fallback counts in memory persist); with
 * Redis their counts are shared by every instance. The live retailer search's limits are the
 * scraper's own (`@kolekt/scraper/search/search-limits`), wherever it runs.
 */
export function createLimiters(
  redis: Redis | undefined,
  rates: RequestRateLimits = defaultRequestRateLimits,
) {
  const make = createLimiterFactory(redis);
  const perMinute = (name: string, points: number) => make({ name, points, durationSeconds: 60 });
  return {
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
