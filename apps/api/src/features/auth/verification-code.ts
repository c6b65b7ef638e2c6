import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { limits } from '@kolekt/shared/constants';
import type { codeMessages } from '@kolekt/shared/server-messages';
import type { DbOrTx } from '../../db/database';
import { emailCodes } from '../../db/schema';
import { hmacHex, safeEqualHex } from '../../lib/secrets';

/** No 0/O or 1/I: codes are read off a screen and typed. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const codeLifetimeMs = 10 * 60 * 1000;
export const maxWrongAttempts = 5;

export function generateCode(): string {
  let code = '';
  for (let i = 0; i < limits.otpLength; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

const hashCode = (key: Buffer, userId: string, code: string) =>
  hmacHex(key, `${userId}:${code.toUpperCase()}`);

/** What a code proves; each purpose has its own latest code, so one never stands in for another. */
export type CodePurpose = 'verify' | 'reset' | 'email_change';

const unconsumed = (userId: string, purpose: CodePurpose) =>
  and(
    eq(emailCodes.userId, userId),
    eq(emailCodes.purpose, purpose),
    isNull(emailCodes.consumedAt),
  );

/**
 * Stores a fresh code (hashed) and returns it in clear for the e-mail; older codes of the same
 * purpose stop working. `newEmail` is the address an 'email_change' code was sent to.
 */
export async function issueVerificationCode(options: {
  db: DbOrTx;
  codeKey: Buffer;
  userId: string;
  purpose?: CodePurpose;
  newEmail?: string;
}): Promise<string> {
  const { db, codeKey, userId, purpose = 'verify', newEmail } = options;
  const code = generateCode();
  await db
    .update(emailCodes)
    .set({ consumedAt: sql`now()` })
    .where(unconsumed(userId, purpose));
  await db.insert(emailCodes).values({
    userId,
    purpose,
    newEmail,
    codeHash: hashCode(codeKey, userId, code),
    expiresAt: new Date(Date.now() + codeLifetimeMs),
  });
  return code;
}

export type CodeCheck = 'ok' | keyof typeof codeMessages;

/**
 * Checks a code: it works once, within its lifetime, and only until 5 wrong tries. Counting and
 * consuming are single conditional updates, so concurrent tries cannot slip past the limits.
 * The outcome is returned, not thrown, so a caller's transaction keeps the counted try.
 */
export async function consumeVerificationCode(options: {
  db: DbOrTx;
  codeKey: Buffer;
  userId: string;
  code: string;
  purpose?: CodePurpose;
}): Promise<CodeCheck> {
  return (await consumeCode(options)).check;
}

/** As `consumeVerificationCode`, also answering the address an 'email_change' code was sent to. */
export async function consumeCode(options: {
  db: DbOrTx;
  codeKey: Buffer;
  userId: string;
  code: string;
  purpose?: CodePurpose;
}): Promise<{ check: CodeCheck; newEmail: string | null }> {
  const { db, codeKey, userId, code, purpose = 'verify' } = options;
  const [latest] = await db
    .select()
    .from(emailCodes)
    .where(unconsumed(userId, purpose))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const outcome = (check: CodeCheck) => ({ check, newEmail: latest?.newEmail ?? null });
  if (!latest) return outcome('missing');
  if (latest.attempts >= maxWrongAttempts) return outcome('locked');
  if (latest.expiresAt.getTime() <= Date.now()) return outcome('expired');

  if (!safeEqualHex(latest.codeHash, hashCode(codeKey, userId, code))) {
    const [counted] = await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.id, latest.id), lt(emailCodes.attempts, maxWrongAttempts)))
      .returning({ attempts: emailCodes.attempts });
    return outcome(!counted || counted.attempts >= maxWrongAttempts ? 'locked' : 'invalid');
  }
  const [consumed] = await db
    .update(emailCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(emailCodes.id, latest.id),
        isNull(emailCodes.consumedAt),
        lt(emailCodes.attempts, maxWrongAttempts),
      ),
    )
    .returning({ id: emailCodes.id });
  return outcome(consumed ? 'ok' : 'missing');
}
