import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { limits } from '@kolekt/shared/constants';
import type { DbOrTx } from '../../db/database';
import { emailCodes } from '../../db/schema';
import { hmacHex } from '../../lib/secrets';

/** No 0/O or 1/I: codes are read off a screen and typed. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const codeLifetimeMs = 10 * 60 * 1000;
export const maxWrongAttempts = 5;

export function generateCode(): string {
  let code = '';
  for (let i = 0; i < limits.otpLength; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** Whose code it is: an account's (reset, e-mail change) or a sign-up's (verify). */
export type CodeOwner = { userId: string } | { registrationId: string };

/**
 * Stands in for an owner that does not exist (an unknown address): the check then runs the very
 * same statement, finds no code and answers as for a known address without one.
 */
export const nobodyId = '00000000-0000-0000-0000-000000000000';

const ownerId = (owner: CodeOwner) => ('userId' in owner ? owner.userId : owner.registrationId);

const ownedBy = (owner: CodeOwner) =>
  'userId' in owner
    ? eq(emailCodes.userId, owner.userId)
    : eq(emailCodes.registrationId, owner.registrationId);

const hashCode = (key: Buffer, owner: CodeOwner, code: string) =>
  hmacHex(key, `${ownerId(owner)}:${code.toUpperCase()}`);

/** What a code proves; each purpose has its own latest code, so one never stands in for another. */
export type CodePurpose = 'verify' | 'reset' | 'email_change';

const unconsumed = (owner: CodeOwner, purpose: CodePurpose) =>
  and(ownedBy(owner), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt));

/**
 * Stores a fresh code (hashed) and returns it in clear for the e-mail; older codes of the same
 * purpose stop working. `newEmail` is the address an 'email_change' code was sent to.
 */
export async function issueVerificationCode(options: {
  db: DbOrTx;
  codeKey: Buffer;
  owner: CodeOwner;
  purpose?: CodePurpose;
  newEmail?: string;
}): Promise<string> {
  const { db, codeKey, owner, purpose = 'verify', newEmail } = options;
  const code = generateCode();
  await db
    .update(emailCodes)
    .set({ consumedAt: sql`now()` })
    .where(unconsumed(owner, purpose));
  await db.insert(emailCodes).values({
    ...('userId' in owner ? { userId: owner.userId } : { registrationId: owner.registrationId }),
    purpose,
    newEmail,
    codeHash: hashCode(codeKey, owner, code),
    expiresAt: new Date(Date.now() + codeLifetimeMs),
  });
  return code;
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'locked' | 'missing';

const latestCode = (db: DbOrTx, owner: CodeOwner, purpose: CodePurpose) =>
  db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(unconsumed(owner, purpose))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);

/**
 * Takes the owner's latest code if `code` is it, within its lifetime and before 5 wrong tries: one
 * statement that writes only when the code is right, so a wrong code, a missing one and an unknown
 * owner cost the same read and answer alike (tries are counted before, by take-code-try.ts).
 * Concurrent takes of one code cannot both win.
 */
export async function takeCode(options: {
  db: DbOrTx;
  codeKey: Buffer;
  owner: CodeOwner;
  code: string;
  purpose?: CodePurpose;
}): Promise<{ taken: boolean; newEmail: string | null }> {
  const { db, codeKey, owner, code, purpose = 'verify' } = options;
  const [row] = await db
    .update(emailCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        sql`${emailCodes.id} = (${latestCode(db, owner, purpose)})`,
        isNull(emailCodes.consumedAt),
        eq(emailCodes.codeHash, hashCode(codeKey, owner, code)),
        sql`${emailCodes.expiresAt} > now()`,
        lt(emailCodes.attempts, maxWrongAttempts),
      ),
    )
    .returning({ newEmail: emailCodes.newEmail });
  return { taken: row !== undefined, newEmail: row?.newEmail ?? null };
}

/**
 * Why the owner's latest code was not taken, counting a wrong try against it: for a signed-in
 * owner, who may hear the reason (nothing about other accounts is told).
 */
export async function explainRefusedCode(options: {
  db: DbOrTx;
  owner: CodeOwner;
  purpose: CodePurpose;
}): Promise<Exclude<CodeCheck, 'ok'>> {
  const { db, owner, purpose } = options;
  const [row] = await db
    .update(emailCodes)
    .set({
      attempts: sql`case when ${emailCodes.expiresAt} > now() and ${emailCodes.attempts} < ${maxWrongAttempts} then ${emailCodes.attempts} + 1 else ${emailCodes.attempts} end`,
    })
    .where(
      and(
        sql`${emailCodes.id} = (${latestCode(db, owner, purpose)})`,
        isNull(emailCodes.consumedAt),
      ),
    )
    .returning({ attempts: emailCodes.attempts, expiresAt: emailCodes.expiresAt });
  if (!row) return 'missing';
  if (row.attempts >= maxWrongAttempts) return 'locked';
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  return 'invalid';
}
