import { createHash } from 'node:crypto';
import { imageMessages } from '@kolekt/shared/server-messages';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userImages, users } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { detectImageType } from '../../lib/image-type';
import { normalizeProfileImage, profileImageFormat } from './normalize-profile-image';

export const maxImageBytes = 2 * 1024 * 1024;

/** Where a user's uploaded picture is served; `v` changes with the picture so caches renew. */
const avatarPath = (userId: string, version: string) => `/avatars/${userId}.png?v=${version}`;

/** Whether a profile image path names this user's own uploaded picture. */
export function isOwnAvatarPath(path: string, userId: string): boolean {
  const own = `/avatars/${userId}.png`;
  return path.startsWith(own) && /^(\?v=[0-9a-f]{12})?$/.test(path.slice(own.length));
}

/**
 * Stores the caller's picture, re-encoded (normalize-profile-image.ts), in the database (any
 * instance can serve it) and points the profile at `/avatars/{id}.png?v=…`, a short path well
 * inside the 255-character rule.
 */
export async function saveProfileImage(options: {
  db: Db;
  userId: string;
  data: Buffer | undefined;
}) {
  const { db, userId, data } = options;
  if (!data || data.length === 0)
    throw badRequest(imageMessages.missing, { errors: { image: [imageMessages.missing] } });
  if (data.length > maxImageBytes) throw new AppError(413, imageMessages.size);
  // Only the four common types reach a decoder: SVG, TIFF, HEIF and the rest never do.
  if (!detectImageType(data))
    throw badRequest(imageMessages.type, { errors: { image: [imageMessages.type] } });
  const image = await normalizeProfileImage(data);
  const { contentType } = profileImageFormat;

  const version = createHash('sha256').update(image).digest('hex').slice(0, 12);
  const path = avatarPath(userId, version);
  await db.transaction(async (tx) => {
    await tx
      .insert(userImages)
      .values({ userId, contentType, data: image })
      .onConflictDoUpdate({
        target: userImages.userId,
        set: { contentType, data: image, updatedAt: sql`now()` },
      });
    await tx
      .update(users)
      .set({ profileImagePath: path, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  });
  return path;
}
