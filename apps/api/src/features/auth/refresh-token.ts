import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens } from '../../db/schema';

/** A sign-in's refresh tokens live at most this long in all, however often they rotate. */
export const refreshFamilyLifetimeMs = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The sign-in this token belongs to; access tokens carry it as `sid`. */
  familyId: string;
}

/** Starts a new token family (a sign-in). */
export async function issueRefreshToken(db: Db, userId: string): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + refreshFamilyLifetimeMs);
  const familyId = randomUUID();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt,
  });
  return { token, expiresAt, familyId };
}

export type RotationResult =
  | { ok: true; userId: string; token: string; expiresAt: Date; familyId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Swaps a refresh token for the next one of its family. Marking the old token rotated is one
 * conditional update, so of two concurrent refreshes only one can win; presenting a token that
 * was already rotated is treated as theft and revokes the whole family.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotationResult> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (current) {
      const next = randomBytes(32).toString('base64url');
      await tx.insert(refreshTokens).values({
        userId: current.userId,
        familyId: current.familyId,
        tokenHash: hashToken(next),
        expiresAt: current.expiresAt,
      });
      return {
        ok: true,
        userId: current.userId,
        token: next,
        expiresAt: current.expiresAt,
        familyId: current.familyId,
      };
    }

    const [known] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!known) return { ok: false, reason: 'unknown' };
    if (known.rotatedAt) {
      await revokeFamily(tx, known.familyId);
      return { ok: false, reason: 'reused' };
    }
    return { ok: false, reason: 'expired' };
  });
}

async function revokeFamily(db: Pick<Db, 'update'>, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: the presented token's family ends, if the token belongs to this user. */
export async function revokeRefreshToken(
  db: Db,
  token: string,
  userId: string,
): Promise<string | null> {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.userId, userId)))
    .limit(1);
  if (!known) return null;
  await revokeFamily(db, known.familyId);
  return known.familyId;
}

/** Logout by the access token's sign-in, when the refresh cookie did not come along. */
export async function revokeUserFamily(db: Db, userId: string, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Every sign-in of the user ends, but for `keepFamilyId` when given. */
export async function revokeUserFamilies(
  db: Pick<Db, 'update'>,
  userId: string,
  keepFamilyId?: string,
) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}

/** Whether a sign-in still stands: it has a token neither revoked nor past the family's end. */
export async function isFamilyActive(db: Db, userId: string, familyId: string) {
  const [live] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return !!live;
}
