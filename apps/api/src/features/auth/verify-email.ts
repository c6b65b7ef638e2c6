import type { VerifyEmailInput } from '@kolekt/shared/auth';
import { codeMessages, registerMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { createAccount } from './create-account';
import { findUserByEmail } from './find-user';
import { verifyPassword } from './password';
import { findRegistration } from './registrations';
import { takeCodeTry } from './take-code-try';
import { nobodyId, takeCode } from './verification-code';

/**
 * Proves a sign-up's address with its mailed code and makes the account. Every refusal reads the
 * same, whether the address is unknown, has an account, or the code is wrong, old or used up, so
 * the answer finds no accounts. The sign-up's password and names carry over only when its
 * password comes with the code (the verify screen sends the one typed at sign-up); answers
 * whether the account has a password.
 */
export async function verifyEmail(options: {
  ctx: AppContext;
  input: VerifyEmailInput;
  address: string;
}): Promise<{ passwordSet: boolean }> {
  const { ctx, input, address } = options;
  const db = ctx.database.db;
  const email = input.email.trim().toLowerCase();
  await takeCodeTry(ctx, { purpose: 'verify', email, address });
  const [registration, account] = await Promise.all([
    findRegistration(db, email),
    findUserByEmail(db, email),
  ]);
  // A sign-up of an address that has an account never got a code: `nobodyId` keeps the work equal.
  const owner = { registrationId: registration && !account ? registration.id : nobodyId };
  const { taken } = await takeCode({ db, codeKey: ctx.secrets.codeKey, owner, code: input.otp });
  if (!taken || !registration) throw badRequest(codeMessages.rejected);

  const { password } = input;
  if (password !== undefined && !(await verifyPassword(registration.passwordHash, password))) {
    throw badRequest(registerMessages.passwordMismatch);
  }
  await createAccount({ ctx, registration, keepsChoices: password !== undefined });
  return { passwordSet: password !== undefined };
}
