import { apiData } from '@/lib/api-client';

export function markNotificationRead(id: string) {
  return apiData<{ unreadCount: number }>(`notification/read/${encodeURIComponent(id)}`, {
    method: 'PUT',
  });
}
