import type { DeleteAccountInput } from '@kolekt/shared/account';
import { validationMessages } from '@kolekt/shared/messages';
import { accountMessages, loginMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import type { users } from '../../db/schema';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../lib/errors';
import { findUserById } from '../auth/find-user';
import { fetchGoogleProfile } from '../auth/google-profile';
import { verifyPassword } from '../auth/password';

type User = typeof users.$inferSelect;

/** The caller's row; a valid token of an account that is gone is no session at all. */
export async function signedInUser(ctx: AppContext, userId: string): Promise<User> {
  const user = await findUserById(ctx.database.db, userId);
  if (!user) throw unauthorized();
  return user;
}

/**
 * Checks the signed-in user's password. Wrong guesses count, 5 per 15 minutes, so a stolen
 * access token cannot try passwords faster than the login form. A wrong password is a
 * 400, not a 401: the session is fine, and a 401 would send the web app to refresh it.
 */
export async function confirmPassword(ctx: AppContext, user: User, password: string) {
  if (!user.passwordHash) throw badRequest(accountMessages.passwordNotSet);
  const taken = await ctx.limiters.passwordConfirm.take(user.id);
  if (!taken.allowed) throw tooManyRequests(loginMessages.tooMany, taken.retryAfterSeconds);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest(accountMessages.passwordIncorrect);
  }
  await ctx.limiters.passwordConfirm.refund(user.id);
}

/** A fresh Google sign-in into the Google account linked to this user. */
async function confirmGoogle(ctx: AppContext, user: User, token: string) {
  if (!user.googleId) throw badRequest(validationMessages.accountDeleteProofRequired);
  try {
    const profile = await fetchGoogleProfile(ctx.config.google, token);
    if (profile.googleId !== user.googleId) throw badRequest(accountMessages.googleMismatch);
  } catch (error) {
    // Google refusing the token is a failed confirmation, not an expired Kolekt session.
    if (error instanceof AppError && error.statusCode === 401) throw badRequest(error.message);
    throw error;
  }
}

/** Deleting an account takes its password, or a fresh sign-in with its Google account. */
export async function confirmDeletion(ctx: AppContext, user: User, input: DeleteAccountInput) {
  if (input.password !== undefined) return confirmPassword(ctx, user, input.password);
  if (input.googleIdToken !== undefined) return confirmGoogle(ctx, user, input.googleIdToken);
  throw badRequest(validationMessages.accountDeleteProofRequired);
}
