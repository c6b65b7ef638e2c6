import { limits, type Language } from '@kolekt/shared/constants';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { createDefaultCollection } from '../collections/create-default-collection';
import { findUserByEmail } from './find-user';
import { freeUserName } from './free-user-name';
import { dropRegistrations } from './registrations';
import { fetchGoogleProfile, type GoogleProfile } from './google-profile';
import { startSession } from './session';

type User = typeof users.$inferSelect;

const fit = (value: string, fallback: string) =>
  (value.trim() || fallback).slice(0, limits.registerName.max);

/**
 * A fresh account from the Google profile. Google proved the address, so a pending sign-up of it
 * goes in the same transaction: whoever made it never proved the address, and neither their
 * password nor their chosen names may come with it (decision 0055).
 */
async function createUser(ctx: AppContext, profile: GoogleProfile, language: Language) {
  return ctx.database.db.transaction(async (tx) => {
    await dropRegistrations(tx, { email: profile.email });
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
  if (!existing) return createUser(ctx, profile, language);
  // Its owner proved the address with a code, and Google vouches for it now: one person.
  const [updated] = await db
    .update(users)
    .set({ googleId: profile.googleId, updatedAt: sql`now()` })
    .where(eq(users.id, existing.id))
    .returning();
  return updated ?? existing;
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
