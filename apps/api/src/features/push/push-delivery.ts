import type { Resolver } from '@kolekt/scraper';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import * as z from 'zod';
import type { Database } from '../../db/database';
import { pushSubscriptions } from '../../db/schema';
import { defineJob, jobKind } from '../../jobs/define-job';
import { postToAddress } from './post-to-address';
import { reachablePushEndpoint } from './push-endpoint';
import type { VapidDetails } from './vapid-keys';

/** What the service worker shows: already worded in the user's language. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** One job per subscription and alert, sent in the alert's transaction. */
export const pushDelivery = jobKind(
  'push-delivery',
  z.object({ subscriptionId: z.uuid(), message: pushMessageSchema }),
);

/** A price alert is stale after a day: the push service may drop it if the browser stays away. */
const timeToLiveSeconds = 24 * 60 * 60;
const requestTimeoutMs = 10_000;

/**
 * Encrypts the message for one browser (RFC 8291) and posts it with a VAPID signature
 * (RFC 8292). web-push builds the request; it is sent only to the addresses the endpoint's check
 * accepted (decision 0065), so a name that answers a public address to the check and a private
 * one afterwards never reaches inside. 404/410 mean the browser dropped the subscription: it is
 * deleted. Any other failure is thrown for the queue to retry.
 */
export async function deliverPush(options: {
  database: Database;
  vapid: VapidDetails;
  allowedHosts: readonly string[];
  subscriptionId: string;
  message: PushMessage;
  /** Tests answer names themselves; production asks the system resolver. */
  resolve?: Resolver;
  timeoutMs?: number;
}) {
  const { db } = options.database;
  const [subscription] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, options.subscriptionId));
  if (!subscription) return;
  const forget = () =>
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
  const addresses = await reachablePushEndpoint(
    subscription.endpoint,
    options.allowedHosts,
    options.resolve,
  );
  if (!addresses) {
    await forget();
    return;
  }

  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(options.message),
    { vapidDetails: options.vapid, TTL: timeToLiveSeconds },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const status = await postToAddress({
    url: new URL(request.endpoint),
    addresses,
    headers,
    body: request.body,
    timeoutMs: options.timeoutMs ?? requestTimeoutMs,
  });
  if (status === 404 || status === 410) {
    await forget();
    return;
  }
  if (status < 200 || status >= 300) throw new Error(`push service answered ${status}`);
}

export function pushDeliveryJob(options: {
  database: Database;
  vapid: VapidDetails;
  allowedHosts: readonly string[];
}) {
  return defineJob(pushDelivery, {
    policy: 'standard',
    // 30 s, then doubling: a push service that is down for a while still gets the alert.
    retry: { limit: 6, delaySeconds: 30, backoff: true },
    expireInSeconds: 60,
    pollSeconds: 1,
    concurrency: 4,
    run: (data) => deliverPush({ ...options, ...data }),
  });
}
