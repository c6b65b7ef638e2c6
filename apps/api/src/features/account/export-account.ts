import type { AccountExport } from '@kolekt/shared/account';
import type { GiftClaimState } from '@kolekt/shared/gifts';
import type { MemberRole } from '@kolekt/shared/members';
import type { Language } from '@kolekt/shared/constants';
import type { NotificationContent } from '@kolekt/shared/notification';
import { wordNotification } from '@kolekt/shared/word-notification';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  collectionMembers,
  collectionProducts,
  collections,
  comments,
  follows,
  giftClaims,
  likes,
  notifications,
  priceWatches,
  productDetails,
  products,
  pushSubscriptions,
  users,
} from '../../db/schema';
import { asLanguage, readerLanguage } from '../../lib/language';

const iso = (date: Date) => date.toISOString();

async function collectionsWithProducts(db: DbOrTx, userId: string) {
  const owned = await db
    .select()
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(asc(collections.createdAt));
  const ids = owned.map((collection) => collection.id);
  const links = ids.length
    ? await db
        .select({
          collectionId: collectionProducts.collectionId,
          addedAt: collectionProducts.addedAt,
          product: products,
        })
        .from(collectionProducts)
        .innerJoin(products, eq(products.id, collectionProducts.productId))
        .where(inArray(collectionProducts.collectionId, ids))
        .orderBy(asc(collectionProducts.addedAt))
    : [];
  return owned.map((collection) => ({
    id: collection.id,
    name: collection.name,
    description: collection.description,
    isPublic: collection.isPublic,
    isImmutable: collection.isImmutable,
    status: collection.status,
    likeCount: collection.likeCount,
    viewCount: collection.viewCount,
    commentCount: collection.commentCount,
    createdAt: iso(collection.createdAt),
    updatedAt: iso(collection.updatedAt),
    products: links
      .filter((link) => link.collectionId === collection.id)
      .map(({ product, addedAt }) => ({
        productId: product.id,
        url: product.url,
        store: product.store,
        title: product.title,
        price: product.price,
        imagePath: product.imagePath,
        addedAt: iso(addedAt),
      })),
  }));
}

async function ownDetails(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ details: productDetails, url: products.url })
    .from(productDetails)
    .innerJoin(products, eq(products.id, productDetails.productId))
    .where(eq(productDetails.userId, userId))
    .orderBy(asc(productDetails.createdAt));
  return rows.map(({ details, url }) => ({
    productId: details.productId,
    url,
    title: details.title,
    price: details.price,
    imagePath: details.imagePath,
    source: details.source,
    createdAt: iso(details.createdAt),
    updatedAt: iso(details.updatedAt),
  }));
}

async function people(db: DbOrTx, userId: string, direction: 'following' | 'followers') {
  const [mine, theirs] =
    direction === 'following'
      ? [follows.followerId, follows.followingId]
      : [follows.followingId, follows.followerId];
  const rows = await db
    .select({ userId: users.id, userName: users.userName, createdAt: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, theirs))
    .where(eq(mine, userId))
    .orderBy(asc(follows.createdAt));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/**
 * Everything the user owns, for `GET /api/user/export` (a right of data portability): never the
 * password hash, and of other people only what the user's own rows point at. Notifications are
 * worded in the user's language setting, else the requested language.
 */
export async function exportAccount(options: {
  db: DbOrTx;
  user: typeof users.$inferSelect;
  requestedLanguage: Language;
}): Promise<AccountExport> {
  const { db, user, requestedLanguage } = options;
  const language = readerLanguage({ setting: user.language, requested: requestedLanguage });
  // One query after another: an export should not take a pool's worth of connections.
  const owned = await collectionsWithProducts(db, user.id);
  const details = await ownDetails(db, user.id);
  const liked = await db
    .select({ collectionId: likes.collectionId, createdAt: likes.createdAt })
    .from(likes)
    .where(eq(likes.userId, user.id))
    .orderBy(asc(likes.createdAt));
  const written = await db
    .select()
    .from(comments)
    .where(eq(comments.userId, user.id))
    .orderBy(asc(comments.createdAt));
  const following = await people(db, user.id, 'following');
  const followers = await people(db, user.id, 'followers');
  const received = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(asc(notifications.createdAt));
  const watched = await db
    .select({
      productId: priceWatches.productId,
      url: products.url,
      title: products.title,
      targetPrice: priceWatches.targetPrice,
      onDrop: priceWatches.onDrop,
      onBackInStock: priceWatches.onBackInStock,
      createdAt: priceWatches.createdAt,
    })
    .from(priceWatches)
    .innerJoin(products, eq(products.id, priceWatches.productId))
    .where(eq(priceWatches.userId, user.id))
    .orderBy(asc(priceWatches.createdAt));
  const devices = await db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id))
    .orderBy(asc(pushSubscriptions.createdAt));
  const memberships = await db
    .select()
    .from(collectionMembers)
    .where(eq(collectionMembers.userId, user.id))
    .orderBy(asc(collectionMembers.createdAt));
  const claims = await db
    .select()
    .from(giftClaims)
    .where(eq(giftClaims.userId, user.id))
    .orderBy(asc(giftClaims.createdAt));
  return {
    format: 'kolekt-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      userName: user.userName,
      name: user.name,
      surname: user.surname,
      biography: user.biography,
      profileImagePath: user.profileImagePath,
      language: asLanguage(user.language),
      emailVerifiedAt: user.emailVerifiedAt ? iso(user.emailVerifiedAt) : null,
      hasPassword: user.passwordHash !== null,
      googleLinked: user.googleId !== null,
      followerCount: user.followerCount,
      followingCount: user.followingCount,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    collections: owned,
    productDetails: details,
    likes: liked.map((like) => ({ ...like, createdAt: iso(like.createdAt) })),
    comments: written.map((comment) => ({
      id: comment.id,
      collectionId: comment.collectionId,
      content: comment.content,
      createdAt: iso(comment.createdAt),
      updatedAt: iso(comment.updatedAt),
    })),
    following,
    followers,
    notifications: received.map((notification) => {
      const content = {
        type: notification.type,
        params: notification.params,
      } as NotificationContent;
      return {
        id: notification.id,
        ...content,
        ...wordNotification({ notification: content, language }),
        collectionId: notification.collectionId,
        isRead: notification.isRead,
        createdAt: iso(notification.createdAt),
      };
    }),
    alertPreferences: { bell: user.alertBell, email: user.alertEmail, push: user.alertPush },
    watches: watched.map((watch) => ({ ...watch, createdAt: iso(watch.createdAt) })),
    pushSubscriptions: devices.map((device) => ({ ...device, createdAt: iso(device.createdAt) })),
    memberships: memberships.map((member) => ({
      collectionId: member.collectionId,
      role: member.role as MemberRole,
      joinedAt: iso(member.createdAt),
    })),
    giftClaims: claims.map((claim) => ({
      collectionId: claim.collectionId,
      productId: claim.productId,
      state: claim.state as GiftClaimState,
      createdAt: iso(claim.createdAt),
    })),
  };
}
