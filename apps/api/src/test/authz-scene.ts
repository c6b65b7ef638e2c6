import type { FastifyInstance } from 'fastify';
import { collectionStatus } from '@kolekt/shared/collection';
import { comments, notifications } from '../db/schema';
import { hashPassword } from '../features/auth/password';
import { createCollection, createProduct, createUser } from './factories';

export type Visibility = 'public' | 'private' | 'archived';
export type SceneUser = Awaited<ReturnType<typeof createUser>>;

/** The password of both scene users. */
export const scenePassword = 'Str0ng!pass';
let passwordHash: Promise<string> | undefined;

/**
 * Two users and the owner's things, for authorisation and fuzz tests: a collection in the given
 * state holding a product, the owner's comment on it, a notification of the owner, and a product
 * in no collection yet.
 */
export async function createScene(app: FastifyInstance, visibility: Visibility) {
  passwordHash ??= hashPassword(scenePassword);
  const hash = await passwordHash;
  const owner = await createUser(app, { passwordHash: hash });
  const other = await createUser(app, { passwordHash: hash });
  const collection = await createCollection(app, owner.user.id, {
    isPublic: visibility !== 'private',
    status: visibility === 'archived' ? collectionStatus.archived : collectionStatus.active,
  });
  const product = await createProduct(app, {}, [collection.id]);
  const looseProduct = await createProduct(app);
  const { db } = app.ctx.database;
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
    collection,
    product,
    looseProduct,
    comment: comment!,
    notification: notification!,
  };
}

export type Scene = Awaited<ReturnType<typeof createScene>>;
