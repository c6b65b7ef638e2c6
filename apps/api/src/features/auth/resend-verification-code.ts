import type { RetryAfterData } from '@kolekt/shared/envelope';
import { resendMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import type { AfterReply } from '../../lib/after-reply';
import { tooManyRequests } from '../../lib/errors';
import { asLanguage } from '../../lib/language';
import { findUserByEmail } from './find-user';
import { findRegistration } from './registrations';
import { sendVerificationCode } from './send-verification-code';
import { issueVerificationCode } from './verification-code';

/**
 * Takes the e-mail's cooldown first, so clicks inside the minute never spend one of its three
 * codes; answers how long until the next code may be asked for.
 */
async function takeCodePoints(ctx: AppContext, email: string): Promise<number> {
  const { resendCode, resendCodeCooldown } = ctx.limiters;
  const cooldown = await resendCodeCooldown.take(email);
  if (!cooldown.allowed) throw tooManyRequests(resendMessages.tooSoon, cooldown.retryAfterSeconds);
  const forEmail = await resendCode.take(email);
  if (!forEmail.allowed) {
    await resendCodeCooldown.refund(email);
    throw tooManyRequests(resendMessages.tooMany, forEmail.retryAfterSeconds);
  }
  return Math.max(cooldown.nextAfterSeconds, forEmail.nextAfterSeconds);
}

/** A fresh code for the address's pending sign-up, if it has one. */
async function mailCode(ctx: AppContext, email: string) {
  // A sign-up of an address that has an account gets no code: it must never be proven.
  const registration = await findRegistration(ctx.database.db, email);
  if (!registration || (await findUserByEmail(ctx.database.db, email))) return;
  await ctx.database.db.transaction(async (tx) => {
    const code = await issueVerificationCode({
      db: tx,
      codeKey: ctx.secrets.codeKey,
      owner: { registrationId: registration.id },
    });
    await sendVerificationCode({
      ctx,
      db: tx,
      to: registration.email,
      name: registration.name,
      code,
      language: asLanguage(registration.language),
    });
  });
}

/**
 * Sends a new code, at most one a minute and 3 per e-mail address, 10 per client address, per
 * 10 minutes, to a pending sign-up. The answer is the same whether or not the e-mail has an
 * account or a sign-up, and the lookup and the mail run after the reply, so neither the answer
 * nor its timing finds either.
 */
export async function resendVerificationCode(options: {
  ctx: AppContext;
  email: string;
  address: string;
  afterReply: AfterReply;
}): Promise<RetryAfterData> {
  const { ctx, afterReply } = options;
  const fromAddress = await ctx.limiters.resendCodeAddress.take(options.address);
  if (!fromAddress.allowed) throw tooManyRequests(undefined, fromAddress.retryAfterSeconds);
  const email = options.email.trim().toLowerCase();
  const retryAfterSeconds = await takeCodePoints(ctx, email);

  afterReply('verification code', () => mailCode(ctx, email));
  return { retryAfterSeconds };
}
