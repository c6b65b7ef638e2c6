import { eq, sql } from 'drizzle-orm';
import { codeMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../db/errors';
import { registrations, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { createDefaultCollection } from '../collections/create-default-collection';
import { asLanguage } from '../../lib/language';
import { isUserNameTaken } from '../users/is-user-name-taken';
import { freeUserName } from './free-user-name';
import type { Registration } from './registrations';

/**
 * Makes the account of a sign-up whose address was just proven. With `keepsChoices` (the prover
 * gave the sign-up's password) it takes the sign-up's password and names; without, the prover may
 * not be who signed up, so the account starts with no password and a neutral name, and its owner
 * sets a password through "Forgot password" (decision 0055).
 */
export async function createAccount(options: {
  ctx: AppContext;
  registration: Registration;
  keepsChoices: boolean;
}) {
  const { ctx, registration, keepsChoices } = options;
  try {
    await ctx.database.db.transaction(async (tx) => {
      // Only while it is still the sign-up the code was for: a newer one replaced it meanwhile.
      const [claimed] = await tx
        .delete(registrations)
        .where(eq(registrations.id, registration.id))
        .returning({ id: registrations.id });
      if (!claimed) throw badRequest(codeMessages.rejected);
      const userName =
        keepsChoices && !(await isUserNameTaken(tx, registration.userName))
          ? registration.userName
          : await freeUserName(tx, registration.email);
      const [user] = await tx
        .insert(users)
        .values({
          email: registration.email,
          userName,
          name: keepsChoices ? registration.name : 'Kolekt',
          surname: keepsChoices ? registration.surname : '',
          passwordHash: keepsChoices ? registration.passwordHash : null,
          language: registration.language,
          emailVerifiedAt: sql`now()`,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await createDefaultCollection({
        db: tx,
        userId: user.id,
        language: asLanguage(registration.language),
      });
    });
  } catch (error) {
    // A Google sign-in of the same address made its account first: that one stands.
    if (uniqueViolation(error) !== null) throw badRequest(codeMessages.rejected);
    throw error;
  }
}
