import type { VerifyEmailInput } from '@kolekt/shared/auth';
import { codeMessages, serverMessages } from '@kolekt/shared/server-messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { findUserByEmail } from './find-user';
import { consumeVerificationCode } from './verification-code';

/** Marks the account verified when the code is right (unknown addresses look like a bad code). */
export async function verifyEmail(options: { ctx: AppContext; input: VerifyEmailInput }) {
  const { ctx, input } = options;
  const user = await findUserByEmail(ctx.database.db, input.email);
  if (!user) throw badRequest(codeMessages.invalid);
  if (user.emailVerifiedAt) throw badRequest(serverMessages.alreadyVerified);
  const check = await ctx.database.db.transaction(async (tx) => {
    const outcome = await consumeVerificationCode({
      db: tx,
      codeKey: ctx.secrets.codeKey,
      userId: user.id,
      code: input.otp,
    });
    if (outcome === 'ok') {
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
    }
    return outcome;
  });
  if (check !== 'ok') throw badRequest(codeMessages[check]);
}
