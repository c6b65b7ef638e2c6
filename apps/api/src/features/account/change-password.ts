import type { ChangePasswordInput } from '@kolekt/shared/account';
import type { Session } from '@kolekt/shared/user';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { asLanguage } from '../../lib/language';
import { accountNoticeEmail } from '../../mail/account-notice-email';
import { signAccessToken } from '../auth/access-token';
import { endSessions } from '../auth/end-sessions';
import { hashPassword } from '../auth/password';
import type { IssuedRefreshToken } from '../auth/refresh-token';
import { startSession, toSessionUser } from '../auth/session';
import { confirmPassword, signedInUser } from './confirm-identity';

/**
 * Changes the password with the current one. Every other session and socket of the user ends;
 * the caller's sign-in stays (its socket is told to reconnect) with a freshly signed access
 * token, since tokens issued before the change are refused. A token from before sign-ins were
 * named in it starts a new sign-in instead, with its refresh cookie. The account's address is
 * told, in the account's language, so a change its owner did not make does not go unnoticed.
 */
export async function changePassword(options: {
  ctx: AppContext;
  userId: string;
  familyId: string | null;
  input: ChangePasswordInput;
}): Promise<{ session: Session; refresh: IssuedRefreshToken | null }> {
  const { ctx, userId, input } = options;
  const user = await signedInUser(ctx, userId);
  await confirmPassword(ctx, user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const [updated = user] = await ctx.database.db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();

  let refresh: IssuedRefreshToken | null = null;
  let keepFamilyId = options.familyId;
  if (!keepFamilyId) {
    refresh = (await startSession(ctx, updated)).refresh;
    keepFamilyId = refresh.familyId;
  }
  await endSessions(ctx, user.id, { keepFamilyId });
  await ctx.mailer.send(
    accountNoticeEmail({
      kind: 'password-changed',
      to: updated.email,
      name: updated.name,
      language: asLanguage(updated.language),
    }),
  );
  const accessToken = await signAccessToken(user.id, ctx.secrets.jwtKey, keepFamilyId);
  return { session: { accessToken, user: toSessionUser(updated) }, refresh };
}
