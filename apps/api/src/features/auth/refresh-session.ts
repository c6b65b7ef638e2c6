import { serverMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { unauthorized } from '../../lib/errors';
import { signAccessToken } from './access-token';
import { findUserById } from './find-user';
import { rotateRefreshToken } from './refresh-token';
import { toSessionUser } from './session';

/** Rotates the refresh token and answers a fresh access token with the user. */
export async function refreshSession(options: { ctx: AppContext; token: string }) {
  const { ctx, token } = options;
  const rotation = await rotateRefreshToken(ctx.database.db, token);
  if (!rotation.ok) {
    if (rotation.reason === 'reused') ctx.log.warn('refresh token reused: token family revoked');
    throw unauthorized(serverMessages.sessionExpired);
  }
  const user = await findUserById(ctx.database.db, rotation.userId);
  if (!user) throw unauthorized(serverMessages.sessionExpired);
  const accessToken = await signAccessToken(user.id, ctx.secrets.jwtKey, rotation.familyId);
  return {
    session: { accessToken, user: toSessionUser(user) },
    refresh: { token: rotation.token, expiresAt: rotation.expiresAt, familyId: rotation.familyId },
  };
}
