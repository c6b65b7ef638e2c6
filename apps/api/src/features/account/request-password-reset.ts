import { accountMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { asLanguage } from '../../lib/language';
import { findUserByEmail } from '../auth/find-user';
import type { AfterReply } from '../../lib/after-reply';
import { sendAccountCode } from './send-account-code';

/** Looks the address up and mails a reset code if it has an account; otherwise does nothing. */
async function mailResetCode(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.database.db, email);
  if (!user) return;
  await sendAccountCode({
    ctx,
    kind: 'reset',
    user,
    to: user.email,
    language: asLanguage(user.language),
  });
}

/**
 * Forgot password: at most 3 codes per e-mail address (apart from verification codes) and 10
 * per client address per 10 minutes. Past the limits, the lookup and the mail run after the
 * reply, so neither the answer nor its timing says whether the address has an account.
 */
export async function requestPasswordReset(options: {
  ctx: AppContext;
  email: string;
  address: string;
  afterReply: AfterReply;
}) {
  const { ctx, address, afterReply } = options;
  const email = options.email.trim().toLowerCase();
  const fromAddress = await ctx.limiters.resendCodeAddress.take(address);
  if (!fromAddress.allowed) throw tooManyRequests(undefined, fromAddress.retryAfterSeconds);
  const forEmail = await ctx.limiters.resendCode.take(`reset:${email}`);
  if (!forEmail.allowed) {
    throw tooManyRequests(accountMessages.tooManyCodes, forEmail.retryAfterSeconds);
  }
  afterReply('password reset code', () => mailResetCode(ctx, email));
}
