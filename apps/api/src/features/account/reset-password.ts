import type { ResetPasswordInput } from '@kolekt/shared/account';
import { codeMessages } from '@kolekt/shared/server-messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { endSessions } from '../auth/end-sessions';
import { findUserByEmail } from '../auth/find-user';
import { hashPassword } from '../auth/password';
import { consumeCode } from '../auth/verification-code';

/**
 * Sets a new password with a mailed reset code (unknown addresses look like a wrong code). The
 * code proves the address, so an unverified account becomes verified. Every session and socket
 * of the user ends: whoever knew the old password is out.
 */
export async function resetPassword(options: { ctx: AppContext; input: ResetPasswordInput }) {
  const { ctx, input } = options;
  const db = ctx.database.db;
  const user = await findUserByEmail(db, input.email);
  if (!user) throw badRequest(codeMessages.invalid);
  const { check } = await consumeCode({
    db,
    codeKey: ctx.secrets.codeKey,
    userId: user.id,
    code: input.otp,
    purpose: 'reset',
  });
  if (check !== 'ok') throw badRequest(codeMessages[check]);

  // Hashed only once the code is right: wrong guesses cost no argon2 work.
  const passwordHash = await hashPassword(input.password);
  await db
    .update(users)
    .set({
      passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, user.id));
  await endSessions(ctx, user.id);
  // Failed logins counted against the account were the old password's; the owner starts afresh.
  await ctx.limiters.loginAccount.reset(user.email.toLowerCase());
}
