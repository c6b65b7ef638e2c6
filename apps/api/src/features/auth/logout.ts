import type { AppContext } from '../../context';
import { revokeRefreshToken, revokeUserFamily } from './refresh-token';

/**
 * Signs one session out: the refresh token family of the cookie, and that of the access token
 * (they are the same sign-in unless the cookie is missing or stale). Only that sign-in's hub
 * sockets close, on every instance; the user's other devices stay connected.
 */
export async function logout(options: {
  ctx: AppContext;
  userId: string;
  refreshToken: string | undefined;
  accessFamilyId: string | null;
}) {
  const { ctx, userId, refreshToken, accessFamilyId } = options;
  const db = ctx.database.db;
  const ended = new Set<string>();
  if (refreshToken) {
    const familyId = await revokeRefreshToken(db, refreshToken, userId);
    if (familyId) ended.add(familyId);
  }
  if (accessFamilyId && !ended.has(accessFamilyId)) {
    await revokeUserFamily(db, userId, accessFamilyId);
    ended.add(accessFamilyId);
  }
  for (const familyId of ended) {
    await ctx.bus.publish({ kind: 'session-ended', userId, familyId });
  }
}
