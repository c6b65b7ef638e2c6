import type { RetryAfterData } from '@kolekt/shared/envelope';
import { resendMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../http/app-error';
import { asLanguage } from '../../http/language';
import { findUserByEmail } from './find-user';
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

/**
 * Sends a new code, at most one a minute and 3 per e-mail address, 10 per client address, per
 * 10 minutes. The answer is the same whether or not the e-mail has an account, so it cannot
 * find accounts.
 */
export async function resendVerificationCode(options: {
  ctx: AppContext;
  email: string;
  address: string;
}): Promise<RetryAfterData> {
  const { ctx } = options;
  const fromAddress = await ctx.limiters.resendCodeAddress.take(options.address);
  if (!fromAddress.allowed) throw tooManyRequests(undefined, fromAddress.retryAfterSeconds);
  const email = options.email.trim().toLowerCase();
  const retryAfterSeconds = await takeCodePoints(ctx, email);

  const user = await findUserByEmail(ctx.database.db, email);
  if (!user || user.emailVerifiedAt) return { retryAfterSeconds };
  await ctx.database.db.transaction(async (tx) => {
    const code = await issueVerificationCode({
      db: tx,
      codeKey: ctx.secrets.codeKey,
      userId: user.id,
    });
    await sendVerificationCode({
      ctx,
      db: tx,
      userId: user.id,
      to: user.email,
      name: user.name,
      code,
      language: asLanguage(user.language),
    });
  });
  return { retryAfterSeconds };
}
