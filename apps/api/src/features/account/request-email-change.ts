import type { ChangeEmailInput, ChangeEmailStarted } from '@kolekt/shared/account';
import { accountMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { asLanguage } from '../../lib/language';
import { findUserByEmail } from '../auth/find-user';
import { confirmPassword, signedInUser } from './confirm-identity';
import { sendAccountCode } from './send-account-code';

/**
 * Starts an e-mail change: with the password, a code goes to the new address (at most 3 per
 * user per 10 minutes); the address changes only once that code comes back.
 */
export async function requestEmailChange(options: {
  ctx: AppContext;
  userId: string;
  input: ChangeEmailInput;
}): Promise<ChangeEmailStarted> {
  const { ctx, userId, input } = options;
  const user = await signedInUser(ctx, userId);
  const newEmail = input.newEmail.trim().toLowerCase();
  if (newEmail === user.email.toLowerCase()) throw badRequest(accountMessages.emailUnchanged);
  // The password first: without it nobody learns which addresses have accounts.
  await confirmPassword(ctx, user, input.password);
  const taken = await ctx.limiters.resendCode.take(`email-change:${user.id}`);
  if (!taken.allowed) throw tooManyRequests(accountMessages.tooManyCodes, taken.retryAfterSeconds);
  // An address with an account gets no code and the same answer: it can never be taken over,
  // and the answer does not tell which addresses have accounts.
  if (await findUserByEmail(ctx.database.db, newEmail)) return { newEmail };

  await sendAccountCode({
    ctx,
    kind: 'email_change',
    user,
    to: newEmail,
    language: asLanguage(user.language),
  });
  return { newEmail };
}
