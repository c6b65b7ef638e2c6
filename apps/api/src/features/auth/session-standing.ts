import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { isSessionsEnded, type EventBus } from '../../realtime/event-bus';
import type { AccessClaims } from '../../lib/auth-service';

/** What an instance needs to know about a user to accept their access tokens. */
interface Standing {
  exists: boolean;
  /** Tokens issued before this instant are refused (0: never ended). */
  sessionsEndedAtMs: number;
}

/**
 * How long an instance trusts what it read about a user. Ending sessions clears the entry on
 * every instance through the bus at once; this only bounds how stale it can get when the bus
 * missed it (Redis down) or a row changed without `endSessions`.
 */
export const standingTtlMs = 10_000;
const standingMaxUsers = 50_000;

const uuid = z.uuid();

export interface SessionStanding {
  /** Whether the token's user still exists and has not ended its sessions since it was issued. */
  allows(claims: AccessClaims): Promise<boolean>;
  /** Drops what this instance knows of the user (the bus does it on the others). */
  forget(userId: string): void;
  close(): void;
}

/**
 * The per-request user check behind every access token: one primary-key read of the user, kept
 * a few seconds in memory. A read still in flight when the entry is dropped is not stored, so a
 * read that began before the sessions ended cannot put the old state back.
 */
export function createSessionStanding(db: Db, bus: EventBus): SessionStanding {
  const read = async (userId: string): Promise<Standing> => {
    const [row] = await db
      .select({ sessionsEndedAt: users.sessionsEndedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return { exists: !!row, sessionsEndedAtMs: row?.sessionsEndedAt?.getTime() ?? 0 };
  };
  const cache = new LRUCache<string, Standing>({
    max: standingMaxUsers,
    ttl: standingTtlMs,
    fetchMethod: (userId) => read(userId),
  });
  const unsubscribe = bus.subscribe((event) => {
    if (isSessionsEnded(event) && event.kind === 'sessions-ended') cache.delete(event.userId);
  });

  return {
    async allows(claims) {
      // Tokens are ours, so this only guards the query against a forged-looking subject.
      if (!uuid.safeParse(claims.userId).success) return false;
      // A fetch aborted because the entry was just dropped is read again, fresh.
      const standing = await cache.fetch(claims.userId).catch(() => read(claims.userId));
      if (!standing?.exists) return false;
      return claims.issuedAtMs >= standing.sessionsEndedAtMs;
    },
    forget(userId) {
      cache.delete(userId);
    },
    close: unsubscribe,
  };
}
