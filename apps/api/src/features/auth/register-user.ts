import type { Language } from '@kolekt/shared/constants';
import type { RegisterInput } from '@kolekt/shared/auth';
import { registerMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { uniqueViolation } from '../../db/errors';
import { registrations } from '../../db/schema';
import { conflict, tooManyRequests } from '../../lib/errors';
import { asLanguage } from '../../lib/language';
import { accountNoticeEmail } from '../../mail/account-notice-email';
import { isUserNameTaken } from '../users/is-user-name-taken';
import { findUserByEmail } from './find-user';
import { hashPassword } from './password';
import { dropRegistrations, registrationLifetimeMs } from './registrations';
import { sendVerificationCode } from './send-verification-code';
import { issueVerificationCode } from './verification-code';

/** Every try counts against the client address and the e-mail address, kept or not. */
async function takeRegisterPoints(ctx: AppContext, email: string, address: string) {
  const { registerAddress, registerEmail } = ctx.limiters;
  for (const [limiter, key] of [
    [registerAddress, address],
    [registerEmail, email],
  ] as const) {
    const taken = await limiter.take(key);
    if (!taken.allowed) throw tooManyRequests(undefined, taken.retryAfterSeconds);
  }
}

/**
 * The sign-up itself, in one transaction: it replaces any earlier sign-up of the address (whoever
 * made it never proved the address either), and mails the code; when the address already has an
 * account, its owner is told instead and the code stays unsent, so the sign-up can never be proven.
 */
async function claimAddress(options: {
  ctx: AppContext;
  tx: DbOrTx;
  email: string;
  input: RegisterInput;
  passwordHash: string;
  language: Language;
}) {
  const { ctx, tx, email, input, passwordHash, language } = options;
  if (await isUserNameTaken(tx, input.userName, email)) {
    throw conflict(registerMessages.userNameTaken);
  }
  await dropRegistrations(tx, { email, userName: input.userName });
  const [registration] = await tx
    .insert(registrations)
    .values({
      email,
      userName: input.userName,
      name: input.name,
      surname: input.surname,
      passwordHash,
      language,
      expiresAt: new Date(Date.now() + registrationLifetimeMs),
    })
    .returning({ id: registrations.id });
  if (!registration) throw new Error('registration insert returned nothing');

  // Made either way, so both answers cost the same; a sign-up of an address that has an account
  // keeps its code unsent, and verifying such a sign-up never looks at one (verify-email.ts).
  const code = await issueVerificationCode({
    db: tx,
    codeKey: ctx.secrets.codeKey,
    owner: { registrationId: registration.id },
  });
  const account = await findUserByEmail(tx, email);
  if (account) {
    const notice = accountNoticeEmail({
      kind: 'sign-up-attempt',
      to: account.email,
      name: account.name,
      language: asLanguage(account.language),
    });
    await ctx.mailer.send(notice, { db: tx });
    return;
  }
  await sendVerificationCode({ ctx, db: tx, to: email, name: input.name, code, language });
}

/** Two sign-ups of one address at once: the later one replaces the earlier, as it would in turn. */
const attemptsOnRace = 3;

/**
 * Signs up: a pending registration whose mailed code, given back with the same password, makes
 * the account (decision 0055). The answer is the same whether or not the address has an account,
 * after the same work: the password is hashed first, whatever follows.
 */
export async function registerUser(options: {
  ctx: AppContext;
  input: RegisterInput;
  language: Language;
  address: string;
}): Promise<{ email: string }> {
  const { ctx, input, language } = options;
  const email = input.email.trim().toLowerCase();
  await takeRegisterPoints(ctx, email, options.address);
  const passwordHash = await hashPassword(input.password);

  for (let attempt = 1; ; attempt++) {
    try {
      await ctx.database.db.transaction((tx) =>
        claimAddress({ ctx, tx, email, input, passwordHash, language }),
      );
      return { email };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (constraint.includes('user_name')) throw conflict(registerMessages.userNameTaken);
      if (attempt >= attemptsOnRace) throw error;
    }
  }
}
