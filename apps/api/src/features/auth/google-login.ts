import { limits, type Language } from '@kolekt/shared/constants';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { createDefaultCollection } from '../collections/create-default-collection';
import { endSessions } from './end-sessions';
import { findUserByEmail } from './find-user';
import { freeUserName } from './free-user-name';
import { fetchGoogleProfile, type GoogleProfile } from './google-profile';
import { startSession } from './session';

type User = typeof users.$inferSelect;

const fit = (value: string, fallback: string) =>
  (value.trim() || fallback).slice(0, limits.registerName.max);

/**
 * A fresh verified account. A registration of the same address that was never verified is
 * discarded in the same transaction: whoever made it never proved they own the address, so
 * neither their password nor their chosen names may come with it (decision 0014).
 */
async function createUser(
  ctx: AppContext,
  profile: GoogleProfile,
  language: Language,
  unverified: User | undefined,
): Promise<User> {
  return ctx.database.db.transaction(async (tx) => {
    if (unverified) {
      // Only while still unverified: a code entered meanwhile proved the address, and the
      // unique e-mail then sends this sign-in round again to link that account instead.
      await tx.delete(users).where(and(eq(users.id, unverified.id), isNull(users.emailVerifiedAt)));
    }
    const [created] = await tx
      .insert(users)
      .values({
        email: profile.email,
        userName: await freeUserName(tx, profile.email),
        name: fit(profile.givenName, 'Kolekt'),
        surname: fit(profile.familyName, '-'),
        googleId: profile.googleId,
        emailVerifiedAt: sql`now()`,
        language,
      })
      .returning();
    if (!created) throw new Error('user insert returned nothing');
    await createDefaultCollection({ db: tx, userId: created.id, language });
    return created;
  });
}

async function findOrCreateUser(
  ctx: AppContext,
  profile: GoogleProfile,
  language: Language,
): Promise<User> {
  const db = ctx.database.db;
  const [linked] = await db.select().from(users).where(eq(users.googleId, profile.googleId));
  if (linked) return linked;

  const existing = await findUserByEmail(db, profile.email);
  if (existing?.emailVerifiedAt) {
    // Its owner proved the address with a code, and Google vouches for it now: one person.
    const [updated] = await db
      .update(users)
      .set({ googleId: profile.googleId, updatedAt: sql`now()` })
      .where(eq(users.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  const created = await createUser(ctx, profile, language, existing);
  if (existing) await endSessions(ctx, existing.id);
  return created;
}

/** Concurrent sign-ups for the same address, name or Google account: the loser looks again. */
const attemptsOnConflict = 3;

async function findOrCreateUserRacing(ctx: AppContext, profile: GoogleProfile, language: Language) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await findOrCreateUser(ctx, profile, language);
    } catch (error) {
      if (uniqueViolation(error) === null || attempt >= attemptsOnConflict) throw error;
    }
  }
}

/** Signs in with a Google access token, creating a verified account on first use. */
export async function googleLogin(options: { ctx: AppContext; token: string; language: Language }) {
  const { ctx, token, language } = options;
  const profile = await fetchGoogleProfile(ctx.config.google, token);
  return startSession(ctx, await findOrCreateUserRacing(ctx, profile, language));
}
