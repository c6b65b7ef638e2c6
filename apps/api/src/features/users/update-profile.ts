import { validationMessages as m } from '@kolekt/shared/messages';
import type { updateProfileSchema } from '@kolekt/shared/profile';
import type { Profile } from '@kolekt/shared/user';
import { eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Db } from '../../db/database';
import { userImages, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { byId, getProfile } from './get-profile';
import { isOwnAvatarPath } from './profile-image';

/**
 * Edits the caller's own profile; nobody can reach another user's through this call. A path on
 * this server may only name the caller's own uploaded picture; an uploaded picture the profile
 * no longer shows is deleted, so /avatars/{id}.png stops serving it.
 */
export async function updateProfile(options: {
  db: Db;
  callerId: string;
  input: z.output<typeof updateProfileSchema>;
}): Promise<Profile> {
  const { db, callerId, input } = options;
  const imagePath = input.profileImagePath;
  const keepsUpload = imagePath != null && isOwnAvatarPath(imagePath, callerId);
  if (imagePath?.startsWith('/') && !keepsUpload) {
    throw badRequest(m.profileImagePathInvalid, {
      errors: { profileImagePath: [m.profileImagePathInvalid] },
    });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: input.name,
        surname: input.surname,
        biography: input.biography ?? null,
        ...(imagePath !== undefined ? { profileImagePath: imagePath } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, callerId));
    if (imagePath !== undefined && !keepsUpload) {
      await tx.delete(userImages).where(eq(userImages.userId, callerId));
    }
  });
  return getProfile({ db, callerId, where: byId(callerId) });
}
