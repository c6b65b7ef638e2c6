import type { updateProfileSchema } from '@kolekt/shared/profile';
import type { Profile } from '@kolekt/shared/user';
import type * as z from 'zod';
import { apiData } from '@/lib/api-client';

export type ProfileValues = z.output<typeof updateProfileSchema>;

/** PUT user/update as a form (spec §7); a missing picture path leaves the picture as it is. */
export function updateProfile(values: ProfileValues) {
  return apiData<Profile>('user/update', {
    method: 'PUT',
    form: {
      name: values.name,
      surname: values.surname,
      biography: values.biography ?? '',
      profileImagePath: values.profileImagePath ?? undefined,
    },
  });
}
