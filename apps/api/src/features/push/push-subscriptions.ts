import type { PushSubscriptionInput } from '@kolekt/shared/price';
import { serverMessages } from '@kolekt/shared/server-messages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pushSubscriptions } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { acceptablePushEndpoint } from './push-endpoint';

/**
 * Keeps a browser's subscription for the caller. An endpoint is one browser profile: when
 * another account signs in there and subscribes, the endpoint moves to that account.
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
  const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
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
