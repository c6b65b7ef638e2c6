import { apiData } from '@/lib/api-client';

/**
 * Uploads the picked picture; the api checks it (PNG, JPEG, GIF or WebP up to 2 MB), saves it on
 * the profile and answers its short path. Used instead of spec §5's inline data URL, which would
 * break the 255-character rule for the stored path.
 */
export function uploadProfileImage(image: File) {
  return apiData<{ profileImagePath: string }>('user/profile-image', {
    method: 'POST',
    form: { image },
  });
}
