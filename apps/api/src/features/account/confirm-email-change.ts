import type { EmailChanged } from '@kolekt/shared/account';
import { accountMessages, codeMessages } from '@kolekt/shared/server-messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { dropRegistrations } from '../auth/registrations';
import { explainRefusedCode, takeCode } from '../auth/verification-code';
import { signedInUser } from './confirm-identity';

/**
 * Finishes an e-mail change with the code mailed to the new address. The unique index on the
 * lower-cased address decides a race with a registration of the same address: the loser gets 409.
 */
export async function confirmEmailChange(options: {
  ctx: AppContext;
  userId: string;
  otp: string;
}): Promise<EmailChanged> {
  const { ctx, userId, otp } = options;
  const user = await signedInUser(ctx, userId);
  const owner = { userId: user.id };
  const purpose = 'email_change';
  const { taken, newEmail } = await takeCode({
    db: ctx.database.db,
    codeKey: ctx.secrets.codeKey,
    owner,
    code: otp,
    purpose,
  });
  if (!taken) {
    throw badRequest(
      codeMessages[await explainRefusedCode({ db: ctx.database.db, owner, purpose })],
    );
  }
  if (!newEmail) throw badRequest(codeMessages.missing);
  try {
    await ctx.database.db.transaction(async (tx) => {
      // The user proved the address: a pending sign-up of it must never be proven after them.
      await dropRegistrations(tx, { email: newEmail });
      await tx
        .update(users)
        .set({ email: newEmail, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
    });
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    throw conflict(accountMessages.emailTaken);
  }
  return { email: newEmail };
}
