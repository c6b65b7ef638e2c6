import type { Language } from '@kolekt/shared/constants';
import type { NotificationContent, NotificationRecord } from '@kolekt/shared/notification';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { priceAlerts, priceWatches, pushSubscriptions, users } from '../../db/schema';
import { mailDelivery } from '../../mail/mail-delivery';
import { insertNotification } from '../notifications/notification-row';
import { publishNotification } from '../notifications/write-notification';
import { pushDelivery } from '../push/push-delivery';
import { decideAlert } from './alert-decision';
import { alertEmail } from './alert-email';
import { alertWording, formatAmount, type AlertKind } from './alert-texts';
import type { PriceChange } from './record-observation';
import { unsubscribeToken } from './unsubscribe';

/** Runs once the transaction that decided the alerts has committed. */
export type AfterCommit = () => Promise<void>;

type Watcher = Awaited<ReturnType<typeof lockWatchers>>[number];

/** The product's watches with their owners' channels, locked so their state moves in order. */
function lockWatchers(tx: DbOrTx, productId: string) {
  return tx
    .select({
      userId: priceWatches.userId,
      targetPrice: priceWatches.targetPrice,
      onDrop: priceWatches.onDrop,
      onBackInStock: priceWatches.onBackInStock,
      baselineAmount: priceWatches.baselineAmount,
      targetReached: priceWatches.targetReached,
      email: users.email,
      name: users.name,
      language: users.language,
      alertBell: users.alertBell,
      alertEmail: users.alertEmail,
      alertPush: users.alertPush,
    })
    .from(priceWatches)
    .innerJoin(users, eq(users.id, priceWatches.userId))
    .where(eq(priceWatches.productId, productId))
    .for('update', { of: priceWatches });
}

/** One alert, told on each channel the watcher chose; what must wait for the commit is returned. */
async function tellWatcher(
  ctx: AppContext,
  tx: DbOrTx,
  change: PriceChange,
  watcher: Watcher,
  alert: { kind: AlertKind; previousAmount: string | null },
) {
  const { product, after } = change;
  const language: Language = watcher.language === 'en' ? 'en' : 'tr';
  const money = (amount: string | null) => formatAmount(language, amount, after.currency);
  const facts = {
    title: product.title,
    amount: money(after.amount),
    previous: money(alert.previousAmount),
    target: money(watcher.targetPrice),
  };
  const watchingUrl = `${ctx.config.publicUrl}/watching`;
  const told = { notification: null as NotificationRecord | null, mail: false, push: false };

  if (watcher.alertBell) {
    const content: NotificationContent = {
      type: alert.kind,
      params: {
        productId: product.id,
        productTitle: product.title,
        productUrl: product.url,
        amount: after.amount,
        previousAmount: alert.previousAmount,
        targetPrice: watcher.targetPrice,
        currency: after.currency,
      },
    };
    told.notification = await insertNotification(tx, {
      recipientId: watcher.userId,
      actorId: null,
      collectionId: null,
      content,
    });
  }
  if (watcher.alertEmail) {
    const token = unsubscribeToken(ctx.secrets.unsubscribeKey, watcher.userId);
    const message = alertEmail({
      to: watcher.email,
      name: watcher.name,
      language,
      kind: alert.kind,
      facts,
      productUrl: product.url,
      watchingUrl,
      unsubscribeUrl: `${ctx.config.publicUrl}/api/watch/unsubscribe?token=${token}`,
    });
    await ctx.mailer.send(message, { db: tx });
    told.mail = true;
  }
  if (watcher.alertPush) {
    const subscriptions = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, watcher.userId));
    const { title, body } = alertWording(language, alert.kind, facts);
    // One tag per product and kind: a newer alert replaces an unread older one on the device.
    const message = { title, body, url: watchingUrl, tag: `${alert.kind}:${product.id}` };
    for (const subscription of subscriptions) {
      await ctx.jobs.send(pushDelivery, { subscriptionId: subscription.id, message }, { db: tx });
      told.push = true;
    }
  }
  return told;
}

/**
 * Decides and records the alerts of one public price change inside the caller's transaction
 * (the one that recorded the observation): watch state, one `price_alerts` row per alert (its
 * key makes a second run over the same change alert nobody), the notification row, the outbox
 * e-mail and the push jobs. Returns what to do after the commit: publish the notifications to
 * the hub and wake this instance's mail and push workers.
 */
export async function alertWatchers(
  ctx: AppContext,
  tx: DbOrTx,
  change: PriceChange,
): Promise<AfterCommit> {
  const published: { userId: string; notification: NotificationRecord | null }[] = [];
  let mailed = false;
  let pushed = false;

  for (const watcher of await lockWatchers(tx, change.product.id)) {
    const decision = decideAlert(watcher, change);
    if (
      decision.baselineAmount !== watcher.baselineAmount ||
      decision.targetReached !== watcher.targetReached
    ) {
      await tx
        .update(priceWatches)
        .set({
          baselineAmount: decision.baselineAmount,
          targetReached: decision.targetReached,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(priceWatches.userId, watcher.userId),
            eq(priceWatches.productId, change.product.id),
          ),
        );
    }
    if (!decision.kind) continue;
    const claimed = await tx
      .insert(priceAlerts)
      .values({ userId: watcher.userId, observationId: change.observationId, kind: decision.kind })
      .onConflictDoNothing()
      .returning({ userId: priceAlerts.userId });
    if (claimed.length === 0) continue;
    const told = await tellWatcher(ctx, tx, change, watcher, {
      kind: decision.kind,
      previousAmount: decision.previousAmount,
    });
    if (told.notification)
      published.push({ userId: watcher.userId, notification: told.notification });
    mailed ||= told.mail;
    pushed ||= told.push;
  }

  return async () => {
    for (const { userId, notification } of published) {
      publishNotification(ctx.bus, userId, notification);
    }
    if (mailed) ctx.jobs.wake(mailDelivery);
    if (pushed) ctx.jobs.wake(pushDelivery);
  };
}
