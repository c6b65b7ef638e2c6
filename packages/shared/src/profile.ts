import * as z from 'zod';
import { limits } from './constants';
import { validationMessages as m } from './messages';

const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** The profile edit form (spec §5). */
export const updateProfileSchema = z.object({
  name: z
    .string({ error: m.profileNameRequired })
    .trim()
    .min(1, m.profileNameRequired)
    .max(limits.profileNameMax, m.profileNameTooLong),
  surname: z
    .string({ error: m.profileSurnameRequired })
    .trim()
    .min(1, m.profileSurnameRequired)
    .max(limits.profileNameMax, m.profileSurnameTooLong),
  biography: z.preprocess(
    emptyToNull,
    z.string().trim().max(limits.biographyMax, m.biographyTooLong).nullish(),
  ),
  profileImagePath: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(limits.imagePathMax, m.profileImagePathTooLong)
      .refine(isImageUrl, m.profileImagePathInvalid)
      .nullish(),
  ),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** An absolute http(s) URL, or a path the api serves itself (an uploaded picture). */
function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return /^\/[\w\-./?=&]+$/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const followSchema = z.object({
  followerId: z.uuid(),
  followingId: z.uuid(),
});

export const userIdParamsSchema = z.object({ id: z.uuid() });
