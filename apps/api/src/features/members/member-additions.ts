import type { NotificationRecord } from '@kolekt/shared/notification';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { productDetails, products } from '../../db/schema';
import type { EventBus } from '../../realtime/event-bus';
import { publishNotification, writeNotification } from '../notifications/write-notification';

/** The collection a product went into, as its editing check read it. */
interface EditedCollection {
  id: string;
  name: string;
  userId: string;
  byEditor: boolean;
}

/**
 * Tells the owner that an editor added a product (once an hour per editor and collection, so a
 * batch of additions is one notification). Nothing when the owner added it themself.
 */
export async function noteMemberAddition(
  tx: DbOrTx,
  options: { collection: EditedCollection; productId: string; actorId: string },
): Promise<NotificationRecord | null> {
  const { collection, productId, actorId } = options;
  if (!collection.byEditor) return null;
  const [product] = await tx
    .select({ title: sql<string | null>`coalesce(${products.title}, ${productDetails.title})` })
    .from(products)
    // An unconfirmed product's title is the editor's own details of it.
    .leftJoin(
      productDetails,
      and(eq(productDetails.productId, products.id), eq(productDetails.userId, actorId)),
    )
    .where(eq(products.id, productId));
  return writeNotification(tx, {
    recipientId: collection.userId,
    actorId,
    cause: {
      type: 'member_added',
      collectionId: collection.id,
      collectionName: collection.name,
      productId,
      productTitle: product?.title ?? '',
    },
  });
}

/** After the commit: the owner's sockets hear of the addition. */
export function publishMemberAddition(
  bus: EventBus,
  collection: EditedCollection,
  notification: NotificationRecord | null,
) {
  publishNotification(bus, collection.userId, notification);
}
