import { limits, type Language } from '@kolekt/shared/constants';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { createDefaultCollection } from '../collections/create-default-collection';
import { findUserByEmail } from './find-user';
import { fetchGoogleProfile, type GoogleProfile } from './google-profile';
import { startSession } from './session';
import { isUserNameTaken } from '../users/is-user-name-taken';

const fit = (value: string, fallback: string) =>
  (value.trim() || fallback).slice(0, limits.registerName.max);

/** A free username from the e-mail's local part: 5–20 letters, digits, dots or underscores. */
async function freeUserName(ctx: AppContext, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, '')
    .slice(0, 14)
    .padEnd(limits.userName.min, '0');
  if (!(await isUserNameTaken(ctx.database.db, base))) return base;
  for (;;) {
    const candidate = `${base}${Math.floor(1000 + Math.random() * 9000)}`.slice(
      0,
      limits.userName.max,
    );
    if (!(await isUserNameTaken(ctx.database.db, candidate))) return candidate;
  }
}

async function findOrCreateUser(ctx: AppContext, profile: GoogleProfile, language: Language) {
  const db = ctx.database.db;
  const [linked] = await db.select().from(users).where(eq(users.googleId, profile.googleId));
  if (linked) return linked;

  const existing = await findUserByEmail(db, profile.email);
  if (existing) {
    // Google vouches for the address, so the account is linked and counts as verified.
    const [updated] = await db
      .update(users)
      .set({
        googleId: profile.googleId,
        emailVerifiedAt: existing.emailVerifiedAt ?? sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, existing.id))
      .returning();
    return updated ?? existing;
  }

  const userName = await freeUserName(ctx, profile.email);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: profile.email,
        userName,
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

/** Signs in with a Google access token, creating a verified account on first use. */
export async function googleLogin(options: { ctx: AppContext; token: string; language: Language }) {
  const profile = await fetchGoogleProfile(options.ctx.config.google, options.token);
  const user = await findOrCreateUser(options.ctx, profile, options.language);
  return startSession(options.ctx, user);
}
