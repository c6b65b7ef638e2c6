import { createLimiterFactory, type Limiter, type LimiterSpec } from '@kolekt/rate-limit/limiter';
import type { Redis } from 'ioredis';

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
  writesPerUser: number;
  writesPerAddress: number;
  registrationsPerAddressHourly: number;
  codeTriesPerAddress: number;
  /** `GET /api/image` asks a minute per client address that the cache cannot answer. */
  imagesPerAddress: number;
}

export const defaultRequestRateLimits: RequestRateLimits = {
  writesPerUser: 120,
  writesPerAddress: 600,
  registrationsPerAddressHourly: 30,
  codeTriesPerAddress: 30,
  imagesPerAddress: 300,
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
    /** Sign-ups per e-mail address: each one mails the address. */
    registerEmail: make({ name: 'register-email', points: 5, durationSeconds: 3600 }),
    /** Tries of mailed codes (verify, reset) per purpose and e-mail address. */
    codeTriesEmail: make({ name: 'code-tries-email', points: 10, durationSeconds: 600 }),
    /** Tries of mailed codes per client address in 10 minutes, whatever address they are for. */
    codeTriesAddress: make({
      name: 'code-tries-address',
      points: rates.codeTriesPerAddress,
      durationSeconds: 600,
    }),
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
    /**
     * Pictures asked per client address that are not made yet (decision 0064): pictures come
     * without an access token, so every caller counts by address.
     */
    imagesAddress: perMinute('images-address', rates.imagesPerAddress),
    /** Product links read per user: each one is an outbound fetch. */
    scrape: make({ name: 'scrape', points: 30, durationSeconds: 60 }),
    /** AI analyses computed per user (answers from the store are free). */
    analysis: make({ name: 'analysis', points: 10, durationSeconds: 60 }),
  };
}

export type Limiters = ReturnType<typeof createLimiters>;
