import type { NotificationContent } from '@kolekt/shared/notification';
import type { TFunction } from 'i18next';

/**
 * Title and message in the interface's current language, from what the notification means:
 * the server stores type and params, never words (decision 0021).
 */
export function notificationText(
  t: TFunction,
  content: NotificationContent,
): { title: string; message: string } {
  switch (content.type) {
    case 'follow':
    case 'like':
    case 'comment':
      return {
        title: t(`notifications.texts.${content.type}.title`),
        message: t(`notifications.texts.${content.type}.message`, content.params),
      };
    default:
      // System messages are written by people, in one language, and shown as written.
      return content.params;
  }
}
