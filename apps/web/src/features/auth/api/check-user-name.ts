import { apiRequest } from '@/lib/api-client';

export function checkUserName(userName: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ userName });
  return apiRequest<boolean>(`user/isAvailableUserName?${query}`, { signal });
}
