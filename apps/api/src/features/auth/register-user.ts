import type { Language } from '@kolekt/shared/constants';
import type { RegisterInput } from '@kolekt/shared/auth';
import { registerMessages } from '@kolekt/shared/server-messages';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { conflict, tooManyRequests } from '../../http/app-error';
import { createDefaultCollection } from '../collections/create-default-collection';
import { hashPassword } from './password';
import { sendVerificationCode } from './send-verification-code';
import { issueVerificationCode } from './verification-code';

/** An address taken by an account never verified says so: its owner verifies instead. */
async function assertFree(ctx: AppContext, email: string, userName: string) {
  const taken = await ctx.database.db
    .select({ email: users.email, userName: users.userName, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(
      sql`lower(${users.email}) = ${email} or lower(${users.userName}) = ${userName.toLowerCase()}`,
    );
  const sameEmail = taken.find((user) => user.email.toLowerCase() === email);
  if (sameEmail) {
    throw conflict(
      sameEmail.verifiedAt ? registerMessages.emailTaken : registerMessages.emailUnverified,
    );
  }
  if (taken.length > 0) throw conflict(registerMessages.userNameTaken);
}

/**
 * Creates an unverified account with its default collection and queues the first code's mail. Every
 * try counts against the client address, so one address cannot mass-register or mail-bomb.
 */
export async function registerUser(options: {
  ctx: AppContext;
  input: RegisterInput;
  language: Language;
  address: string;
}): Promise<{ email: string }> {
  const { ctx, input, language } = options;
  const taken = await ctx.limiters.registerAddress.take(options.address);
  if (!taken.allowed) throw tooManyRequests(undefined, taken.retryAfterSeconds);
  const email = input.email.trim().toLowerCase();
  await assertFree(ctx, email, input.userName);
  const passwordHash = await hashPassword(input.password);

  try {
    await ctx.database.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          userName: input.userName,
          name: input.name,
          surname: input.surname,
          passwordHash,
          language,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await createDefaultCollection({ db: tx, userId: user.id, language });
      const code = await issueVerificationCode({
        db: tx,
        codeKey: ctx.secrets.codeKey,
        userId: user.id,
      });
      await sendVerificationCode({
        ctx,
        db: tx,
        userId: user.id,
        to: email,
        name: input.name,
        code,
        language,
      });
    });
  } catch (error) {
    // Two sign-ups racing for the same address or name: the index decides, the loser gets 409.
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw conflict(
      constraint.includes('email') ? registerMessages.emailTaken : registerMessages.userNameTaken,
    );
  }
  return { email };
}
