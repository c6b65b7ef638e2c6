import { loginMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import type { SignInDimension } from '../../lib/rate-limiter';

/**
 * How wrong passwords slow sign-in down (decision 0056). Each dimension lets some failures go
 * free, then makes every further try wait, the wait doubling per failure up to a cap:
 * - a client (its address, IPv6 per /64), across accounts: spraying passwords over accounts;
 * - an account from one client or one trusted browser: the owner mistyping, or one guesser;
 * - an account from clients it does not trust: guessers spread over many addresses. A browser
 *   that signed in to the account before (its trust cookie) skips this one, so strangers' wrong
 *   guesses can slow the account for strangers only, never lock its owner out.
 * A try refused while its key waits counts as a failure of that key: hammering lengthens the wait.
 */
export const throttleRules = {
  client: { free: 10, baseSeconds: 1 },
  pair: { free: 3, baseSeconds: 5 },
  account: { free: 5, baseSeconds: 30 },
} as const;
export const maxWaitSeconds = 15 * 60;

type DimensionName = keyof typeof throttleRules;

/** The wait before the next try once a key has `failures` failures in the day. */
export function waitAfter(name: DimensionName, failures: number): number {
  const { free, baseSeconds } = throttleRules[name];
  if (failures < free) return 0;
  return Math.min(maxWaitSeconds, baseSeconds * 2 ** (failures - free));
}

interface Counted {
  name: DimensionName;
  key: string;
  limiter: SignInDimension;
  /** This try's place among the key's failures, counting it as one until it turns out right. */
  failures: number;
}

export interface SignInAttempt {
  /** The password was wrong: the tries past the free ones set each key's next wait. */
  failed(): Promise<{ accountFailures: number | null }>;
  /** The password was right: this try never counted, and the client's own failures are forgiven. */
  succeeded(): Promise<void>;
}

/**
 * Counts a sign-in try before its password is checked, in one atomic step per key, so a burst of
 * guesses cannot all pass a check made before any is counted; refuses with 429 and Retry-After
 * while a key waits. `trustedBrowser` is the nonce of a trust cookie valid for this account.
 */
export async function startSignInAttempt(
  ctx: AppContext,
  attempt: { email: string; client: string; trustedBrowser: string | null },
): Promise<SignInAttempt> {
  const { signIn } = ctx.limiters;
  const { email, client, trustedBrowser } = attempt;
  const dimensions: Omit<Counted, 'failures'>[] = [
    { name: 'client', key: client, limiter: signIn.client },
    {
      name: 'pair',
      key: trustedBrowser ? `${email}|browser:${trustedBrowser}` : `${email}|${client}`,
      limiter: signIn.pair,
    },
    ...(trustedBrowser ? [] : [{ name: 'account' as const, key: email, limiter: signIn.account }]),
  ];

  const counted: Counted[] = [];
  const refused: { counted: Counted; seconds: number }[] = [];
  for (const dimension of dimensions) {
    const taken = await dimension.limiter.failures.take(dimension.key);
    if (!taken.allowed) throw new Error('sign-in failure counts have no limit of their own');
    const entry = { ...dimension, failures: taken.used };
    counted.push(entry);
    if (taken.used <= throttleRules[dimension.name].free) continue;
    const gate = await dimension.limiter.gate.take(dimension.key);
    if (!gate.allowed) refused.push({ counted: entry, seconds: gate.retryAfterSeconds });
  }
  if (refused.length > 0) {
    // A key that refused keeps the try: giving it back would reopen a free try to the burst.
    const kept = new Set(refused.map((refusal) => refusal.counted));
    await Promise.all(
      counted.filter((c) => !kept.has(c)).map((c) => c.limiter.failures.refund(c.key)),
    );
    throw tooManyRequests(loginMessages.tooMany, Math.max(...refused.map((r) => r.seconds)));
  }

  return {
    async failed() {
      await Promise.all(
        counted
          .filter((c) => c.failures >= throttleRules[c.name].free)
          .map((c) => c.limiter.gate.block(c.key, waitAfter(c.name, c.failures))),
      );
      const account = counted.find((c) => c.name === 'account');
      return { accountFailures: account?.failures ?? null };
    },
    async succeeded() {
      await Promise.all(
        counted.map((c) =>
          c.name === 'pair'
            ? Promise.all([c.limiter.failures.reset(c.key), c.limiter.gate.reset(c.key)])
            : c.limiter.failures.refund(c.key),
        ),
      );
    },
  };
}

/** A password reset proved the owner: the account's wait for strangers starts afresh. */
export async function forgiveAccount(ctx: AppContext, email: string) {
  const { account } = ctx.limiters.signIn;
  await Promise.all([account.failures.reset(email), account.gate.reset(email)]);
}
