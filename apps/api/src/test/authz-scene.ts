import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectionStatus } from '@kolekt/shared/collection';
import { and, eq } from 'drizzle-orm';
import { collectionInvites, collectionMembers, comments, notifications } from '../db/schema';
import { hashPassword } from '../features/auth/password';
import { hashInviteToken } from '../features/members/invite';
import { createCollection, createProduct, createUser } from './factories';

export type Visibility = 'public' | 'private' | 'archived';
export type SceneUser = Awaited<ReturnType<typeof createUser>>;

/** The password of both scene users. */
export const scenePassword = 'Str0ng!pass';
let passwordHash: Promise<string> | undefined;

/**
 * The owner, another user, the collection's viewer and editor and a former member, and the
 * owner's things, for authorisation and fuzz tests: a collection (a gift list) in the given state
 * holding a product, the owner's comment on it, a notification of the owner, a pending invitation
 * of the other user and an invite link, and a product in no collection yet.
 */
export async function createScene(app: FastifyInstance, visibility: Visibility) {
  passwordHash ??= hashPassword(scenePassword);
  const hash = await passwordHash;
  const owner = await createUser(app, { passwordHash: hash });
  const other = await createUser(app, { passwordHash: hash });
  const viewer = await createUser(app, { passwordHash: hash });
  const editor = await createUser(app, { passwordHash: hash });
  const former = await createUser(app, { passwordHash: hash });
  const collection = await createCollection(app, owner.user.id, {
    isPublic: visibility !== 'private',
    status: visibility === 'archived' ? collectionStatus.archived : collectionStatus.active,
    isGiftList: true,
  });
  const product = await createProduct(app, {}, [collection.id]);
  const looseProduct = await createProduct(app);
  const { db } = app.ctx.database;
  await db.insert(collectionMembers).values([
    { collectionId: collection.id, userId: viewer.user.id, role: 'viewer' },
    { collectionId: collection.id, userId: editor.user.id, role: 'editor' },
    { collectionId: collection.id, userId: former.user.id, role: 'editor' },
  ]);
  // A former member: was an editor, then removed.
  await db
    .delete(collectionMembers)
    .where(
      and(
        eq(collectionMembers.collectionId, collection.id),
        eq(collectionMembers.userId, former.user.id),
      ),
    );
  const [invite] = await db
    .insert(collectionInvites)
    .values({
      collectionId: collection.id,
      role: 'viewer',
      inviteeId: other.user.id,
      createdBy: owner.user.id,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })
    .returning();
  const inviteToken = randomBytes(32).toString('base64url');
  await db.insert(collectionInvites).values({
    collectionId: collection.id,
    role: 'viewer',
    tokenHash: hashInviteToken(inviteToken),
    createdBy: owner.user.id,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  const [comment] = await db
    .insert(comments)
    .values({ collectionId: collection.id, userId: owner.user.id, content: 'Nice picks here.' })
    .returning();
  const [notification] = await db
    .insert(notifications)
    .values({
      userId: owner.user.id,
      actorId: other.user.id,
      type: 'like',
      params: {
        actorName: other.user.name,
        actorSurname: other.user.surname,
        actorUserName: other.user.userName,
        collectionId: collection.id,
        collectionName: collection.name,
      },
      collectionId: collection.id,
    })
    .returning();
  return {
    owner,
    other,
    viewer,
    editor,
    former,
    invite: invite!,
    inviteToken,
    collection,
    product,
    looseProduct,
    comment: comment!,
    notification: notification!,
  };
}

export type Scene = Awaited<ReturnType<typeof createScene>>;
