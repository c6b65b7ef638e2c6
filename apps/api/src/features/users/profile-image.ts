import { createHash } from 'node:crypto';
import { imageMessages } from '@kolekt/shared/server-messages';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userImages, users } from '../../db/schema';
import { AppError, badRequest } from '../../http/app-error';
import { normalizeProfileImage, profileImageFormat } from './normalize-profile-image';

export const maxImageBytes = 2 * 1024 * 1024;

/** Image types browsers show everywhere, recognised by their first bytes, not by the file name. */
const signatures: { type: string; test: (head: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b.subarray(0, 6).toString('latin1').startsWith('GIF8') },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function detectImageType(data: Buffer): string | null {
  return signatures.find((signature) => signature.test(data))?.type ?? null;
}

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
