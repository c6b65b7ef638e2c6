import { apiRequest } from '@/lib/api-client';

/** The JSON file of everything the user owns; fetched with the bearer token, so not a plain link. */
export function exportAccount() {
  return apiRequest<File>('user/export', { download: true });
}
