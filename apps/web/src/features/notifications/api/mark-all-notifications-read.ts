import { apiData } from '@/lib/api-client';

export function markAllNotificationsRead() {
  return apiData<{ unreadCount: number }>('notification/read-all', { method: 'PUT' });
}
