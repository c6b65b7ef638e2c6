import { resendMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../http/app-error';
import { asLanguage } from '../../http/language';
import { findUserByEmail } from './find-user';
import { sendVerificationCode } from './send-verification-code';
import { issueVerificationCode } from './verification-code';

/**
 * Sends a new code, at most 3 per e-mail address and 10 per client address per 10 minutes. The
 * answer is the same whether or not the e-mail has an account, so it cannot find accounts.
 */
export async function resendVerificationCode(options: {
  ctx: AppContext;
  email: string;
  address: string;
}) {
  const { ctx } = options;
  const fromAddress = await ctx.limiters.resendCodeAddress.take(options.address);
  if (!fromAddress.allowed) throw tooManyRequests(undefined, fromAddress.retryAfterSeconds);
  const email = options.email.trim().toLowerCase();
  const forEmail = await ctx.limiters.resendCode.take(email);
  if (!forEmail.allowed) throw tooManyRequests(resendMessages.tooMany, forEmail.retryAfterSeconds);

  const user = await findUserByEmail(ctx.database.db, email);
  if (!user || user.emailVerifiedAt) return;
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
}
