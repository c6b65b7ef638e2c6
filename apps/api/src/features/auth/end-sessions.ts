import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { revokeUserFamilies } from './refresh-token';

/**
 * Ends every session of a user (password change or reset, account deletion):
 * - access tokens issued before now are refused (`users.sessions_ended_at`, in milliseconds of
 *   this server's clock, the clock tokens are stamped with);
 * - refresh tokens are revoked, all of them or all but the sign-in `keepFamilyId`;
 * - the user's hub sockets close on every api instance (through the event bus, over Redis when
 *   set), told to reconnect: a client holding a token issued after this comes back, any other
 *   is refused at the upgrade.
 *
 * Call it AFTER your transaction has committed, never inside one: it runs its own statements on
 * `ctx.database.db` (inside an open transaction on the embedded database it would wait for that
 * transaction forever), and the other instances must not reread the user before the change is
 * visible. A session the caller keeps needs a freshly signed access token afterwards.
 */
export async function endSessions(
  ctx: AppContext,
  userId: string,
  options: { keepFamilyId?: string } = {},
): Promise<void> {
  const endedAt = new Date();
  await ctx.database.db.transaction(async (tx) => {
    await tx.update(users).set({ sessionsEndedAt: endedAt }).where(eq(users.id, userId));
    await revokeUserFamilies(tx, userId, options.keepFamilyId);
  });
  ctx.sessionStanding.forget(userId);
  await ctx.bus.publish({ kind: 'sessions-ended', userId, endedAt: endedAt.getTime() });
}
