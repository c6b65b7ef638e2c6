import type { Session, SessionUser } from '@kolekt/shared/user';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { users } from '../../db/schema';
import { asLanguage } from '../../lib/language';
import { signAccessToken } from './access-token';
import { issueRefreshToken, type IssuedRefreshToken } from './refresh-token';

export const refreshCookieName = 'kolekt_rt';
const refreshCookiePath = '/api/auth';

export function toSessionUser(user: typeof users.$inferSelect): SessionUser {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    userName: user.userName,
    email: user.email,
    biography: user.biography,
    profileImagePath: user.profileImagePath,
    language: asLanguage(user.language),
  };
}

/** A new sign-in: an access token and the first refresh token of a new family. */
export async function startSession(ctx: AppContext, user: typeof users.$inferSelect) {
  const refresh = await issueRefreshToken(ctx.database.db, user.id);
  const accessToken = await signAccessToken(user.id, ctx.secrets.jwtKey, refresh.familyId);
  const session: Session = { accessToken, user: toSessionUser(user) };
  return { session, refresh };
}

export function setRefreshCookie(
  reply: FastifyReply,
  ctx: AppContext,
  refresh: IssuedRefreshToken,
) {
  reply.setCookie(refreshCookieName, refresh.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.nodeEnv !== 'development',
    path: refreshCookiePath,
    expires: refresh.expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, ctx: AppContext) {
  reply.clearCookie(refreshCookieName, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.nodeEnv !== 'development',
    path: refreshCookiePath,
  });
}
