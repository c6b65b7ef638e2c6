import { and, gt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { registrations } from '../../db/schema';

export type Registration = typeof registrations.$inferSelect;

/** A sign-up is proven within a day or made again; until then it holds its username. */
export const registrationLifetimeMs = 24 * 60 * 60 * 1000;

const sameEmail = (email: string) =>
  sql`lower(${registrations.email}) = ${email.trim().toLowerCase()}`;
const sameUserName = (userName: string) =>
  sql`lower(${registrations.userName}) = ${userName.trim().toLowerCase()}`;

/** The address's pending sign-up, if one is still in its lifetime. */
export async function findRegistration(db: DbOrTx, email: string) {
  const [registration] = await db
    .select()
    .from(registrations)
    .where(and(sameEmail(email), gt(registrations.expiresAt, sql`now()`)))
    .limit(1);
  return registration;
}

/** Whether a pending sign-up of another address holds the username. */
export async function isUserNameClaimed(db: DbOrTx, userName: string, exceptEmail?: string) {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        sameUserName(userName),
        gt(registrations.expiresAt, sql`now()`),
        exceptEmail === undefined ? undefined : sql`not ${sameEmail(exceptEmail)}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Drops the address's sign-up: someone proved the address (a code, Google, an e-mail change), so
 * whatever the sign-up chose (password, names) must never come with it. Expired sign-ups that
 * still hold the username go too, so their unique keys free up.
 */
export async function dropRegistrations(db: DbOrTx, where: { email: string; userName?: string }) {
  await db
    .delete(registrations)
    .where(
      or(
        sameEmail(where.email),
        where.userName === undefined
          ? undefined
          : and(sameUserName(where.userName), lte(registrations.expiresAt, sql`now()`)),
      ),
    );
}
