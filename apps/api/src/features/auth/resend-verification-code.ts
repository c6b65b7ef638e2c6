import { resendMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../http/app-error';
import { asLanguage } from '../../http/language';
import { findUserByEmail } from './find-user';
import { sendVerificationCode } from './send-verification-code';
import { issueVerificationCode } from './verification-code';

/**
 * Sends a new code, at most 3 per address per 10 minutes. The answer is the same whether or
 * not the address has an account, so it cannot be used to find accounts.
 */
export async function resendVerificationCode(options: { ctx: AppContext; email: string }) {
  const { ctx } = options;
  const email = options.email.trim().toLowerCase();
  if (!(await ctx.limiters.resendCode.consume(email)))
    throw tooManyRequests(resendMessages.tooMany);

  const user = await findUserByEmail(ctx.database.db, email);
  if (!user || user.emailVerifiedAt) return;
  const code = await issueVerificationCode({
    db: ctx.database.db,
    codeKey: ctx.secrets.codeKey,
    userId: user.id,
  });
  await sendVerificationCode({
    ctx,
    userId: user.id,
    to: user.email,
    name: user.name,
    code,
    language: asLanguage(user.language),
  });
}
