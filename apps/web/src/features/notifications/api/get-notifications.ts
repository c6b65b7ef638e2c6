import { pageSizes } from '@kolekt/shared/constants';
import type { NotificationPage } from '@kolekt/shared/notification';
import { apiData } from '@/lib/api-client';

/** One page of the caller's notifications, newest first, with the unread count (spec §7). */
export function getNotifications(pageIndex: number) {
  return apiData<NotificationPage>(
    `notification?pageIndex=${pageIndex}&pageSize=${pageSizes.notifications}`,
  );
}
