import { apiData } from '@/lib/api-client';

export function deleteNotification(id: string) {
  return apiData<{ unreadCount: number }>(`notification/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}
