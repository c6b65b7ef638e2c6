import type { ResetPasswordInput } from '@kolekt/shared/account';
import { codeMessages } from '@kolekt/shared/server-messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { endSessions } from '../auth/end-sessions';
import { findUserByEmail } from '../auth/find-user';
import { hashPassword } from '../auth/password';
import { forgiveAccount } from '../auth/sign-in-throttle';
import { takeCodeTry } from '../auth/take-code-try';
import { nobodyId, takeCode } from '../auth/verification-code';

/**
 * Sets a new password with a mailed reset code. Tries count per address and per client; every
 * refusal reads the same and costs the same read, whether the address is unknown, has no code or
 * a wrong one, so neither the answer nor its time finds accounts. Every session and socket of the user
 * ends: whoever knew the old password is out.
 */
export async function resetPassword(options: {
  ctx: AppContext;
  input: ResetPasswordInput;
  address: string;
}) {
  const { ctx, input, address } = options;
  const db = ctx.database.db;
  const email = input.email.trim().toLowerCase();
  await takeCodeTry(ctx, { purpose: 'reset', email, address });
  const user = await findUserByEmail(db, email);
  const { taken } = await takeCode({
    db,
    codeKey: ctx.secrets.codeKey,
    owner: { userId: user?.id ?? nobodyId },
    code: input.otp,
    purpose: 'reset',
  });
  if (!taken || !user) throw badRequest(codeMessages.rejected);

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
  // Strangers' failed guesses were against the old password; the owner starts afresh.
  await forgiveAccount(ctx, email);
}
