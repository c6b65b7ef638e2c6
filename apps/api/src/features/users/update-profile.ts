import type { updateProfileSchema } from '@kolekt/shared/profile';
import type { Profile } from '@kolekt/shared/user';
import { eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { byId, getProfile } from './get-profile';

/** Edits the caller's own profile; nobody can reach another user's through this call. */
export async function updateProfile(options: {
  db: Db;
  callerId: string;
  input: z.output<typeof updateProfileSchema>;
}): Promise<Profile> {
  const { db, callerId, input } = options;
  await db
    .update(users)
    .set({
      name: input.name,
      surname: input.surname,
      biography: input.biography ?? null,
      ...(input.profileImagePath !== undefined ? { profileImagePath: input.profileImagePath } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, callerId));
  return getProfile({ db, callerId, where: byId(callerId) });
}
