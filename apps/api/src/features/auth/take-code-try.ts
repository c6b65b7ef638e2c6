import { codeMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import type { CodePurpose } from './verification-code';

/**
 * Counts one try of a mailed code against the e-mail address (per purpose) and the client,
 * before anything is looked up: unknown addresses count alike, so the limit finds no accounts.
 * A code's own five wrong tries stop guessing one code; these stop guessing across new codes and
 * across addresses.
 */
export async function takeCodeTry(
  ctx: AppContext,
  attempt: { purpose: CodePurpose; email: string; address: string },
) {
  const { codeTriesEmail, codeTriesAddress } = ctx.limiters;
  const [forEmail, fromAddress] = await Promise.all([
    codeTriesEmail.take(`${attempt.purpose}:${attempt.email}`),
    codeTriesAddress.take(attempt.address),
  ]);
  const waits = [forEmail, fromAddress].map((taken) =>
    taken.allowed ? 0 : taken.retryAfterSeconds,
  );
  if (Math.max(...waits) > 0) throw tooManyRequests(codeMessages.tooMany, Math.max(...waits));
}
