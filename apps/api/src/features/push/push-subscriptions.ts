import type { PushSubscriptionInput } from '@kolekt/shared/price';
import { serverMessages } from '@kolekt/shared/server-messages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pushSubscriptions } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { acceptablePushEndpoint } from './push-endpoint';

/**
 * Keeps a browser's subscription for the caller; a repeat by the same account renews its keys.
 * An endpoint belongs to the account that registered it until that account removes it or the
 * push service answers 404/410 (decision 0047): anyone who learnt it could otherwise take the
 * owner's alerts away, so another account's post is refused with 409 and changes nothing.
 */
export async function savePushSubscription(options: {
  db: DbOrTx;
  userId: string;
  input: PushSubscriptionInput;
  allowedHosts: readonly string[];
}) {
  const { db, userId, input } = options;
  if (!acceptablePushEndpoint(input.endpoint, options.allowedHosts)) {
    throw badRequest(serverMessages.invalidValue, {
      errors: { endpoint: [serverMessages.invalidValue] },
    });
  }
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
  // One statement, so two accounts racing for a new endpoint cannot both win.
  const kept = await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, userId, ...keys })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: keys,
      setWhere: eq(pushSubscriptions.userId, userId),
    })
    .returning({ id: pushSubscriptions.id });
  if (kept.length === 0) throw conflict(serverMessages.pushEndpointTaken);
}

/** Forgets one of the caller's browsers; another user's endpoint is left alone. */
export async function deletePushSubscription(options: {
  db: DbOrTx;
  userId: string;
  endpoint: string;
}) {
  await options.db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, options.userId),
        eq(pushSubscriptions.endpoint, options.endpoint),
      ),
    );
}
