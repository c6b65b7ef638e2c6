import type { Language } from '@kolekt/shared/constants';
import type { RegisterInput } from '@kolekt/shared/auth';
import { registerMessages } from '@kolekt/shared/server-messages';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { conflict } from '../../http/app-error';
import { createDefaultCollection } from '../collections/create-default-collection';
import { hashPassword } from './password';
import { sendVerificationCode } from './send-verification-code';
import { issueVerificationCode } from './verification-code';

async function assertFree(ctx: AppContext, email: string, userName: string) {
  const taken = await ctx.database.db
    .select({ email: users.email, userName: users.userName })
    .from(users)
    .where(
      sql`lower(${users.email}) = ${email} or lower(${users.userName}) = ${userName.toLowerCase()}`,
    );
  if (taken.some((user) => user.email.toLowerCase() === email)) {
    throw conflict(registerMessages.emailTaken);
  }
  if (taken.length > 0) throw conflict(registerMessages.userNameTaken);
}

/** Creates an unverified account with its default collection and e-mails the first code. */
export async function registerUser(options: {
  ctx: AppContext;
  input: RegisterInput;
  language: Language;
}): Promise<{ email: string }> {
  const { ctx, input, language } = options;
  const email = input.email.trim().toLowerCase();
  await assertFree(ctx, email, input.userName);
  const passwordHash = await hashPassword(input.password);

  let code: string;
  let userId: string;
  try {
    ({ code, userId } = await ctx.database.db.transaction(async (tx) => {
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
      const issued = await issueVerificationCode({
        db: tx,
        codeKey: ctx.secrets.codeKey,
        userId: user.id,
      });
      return { code: issued, userId: user.id };
    }));
  } catch (error) {
    // Two sign-ups racing for the same address or name: the index decides, the loser gets 409.
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw conflict(
      constraint.includes('email') ? registerMessages.emailTaken : registerMessages.userNameTaken,
    );
  }
  await sendVerificationCode({ ctx, userId, to: email, name: input.name, code, language });
  return { email };
}
