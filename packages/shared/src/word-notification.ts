import type { Language } from './constants';
import { formatMoney } from './format-money';
import type {
  Notification,
  NotificationContent,
  NotificationRecord,
  NotificationWording,
} from './notification';
import { notificationTexts, type PriceAlertType } from './notification-texts';

type PriceAlert = Extract<NotificationContent, { type: PriceAlertType }>;

interface Wording<V> {
  title: string;
  message: (values: V) => string;
}

const worded = <V>(wording: Wording<V>, values: V): NotificationWording => ({
  title: wording.title,
  message: wording.message(values),
});

/** Amounts in the reader's number style, as the web app writes every price. */
function priceAlertValues(params: PriceAlert['params'], language: Language) {
  const money = (amount: string | null) =>
    amount === null ? null : formatMoney(amount, params.currency, language);
  return {
    productTitle: params.productTitle,
    amount: money(params.amount),
    previousAmount: money(params.previousAmount),
    targetPrice: money(params.targetPrice),
  };
}

/**
 * A notification's title and message in one language, from its type and params: the web app's
 * wording in its current language, and the api's in the reader's (decision 0052).
 */
export function wordNotification(options: {
  notification: NotificationContent;
  language: Language;
}): NotificationWording {
  const { notification, language } = options;
  const texts = notificationTexts[language];
  switch (notification.type) {
    case 'follow':
      return worded(texts.follow, notification.params);
    case 'like':
      return worded(texts.like, notification.params);
    case 'comment':
      return worded(texts.comment, notification.params);
    case 'invite':
      return worded(texts.invite, notification.params);
    case 'member_joined':
      return worded(texts.member_joined, notification.params);
    case 'member_added':
      return worded(texts.member_added, notification.params);
    case 'price_drop':
    case 'price_target':
    case 'back_in_stock':
      return worded(texts[notification.type], priceAlertValues(notification.params, language));
    case 'system':
    case 'other':
      // Written by a person in one language, and shown as written.
      return { title: notification.params.title, message: notification.params.message };
  }
}

/**
 * The record with its title and message, as the api sends it to its reader. Built field by
 * field: spreading the record and the wording into one object took twice as long to write
 * into the hub's frame (decision 0052).
 */
export function wordNotificationRecord(options: {
  notification: NotificationRecord;
  language: Language;
}): Notification {
  const { notification, language } = options;
  const { title, message } = wordNotification({ notification, language });
  const { id, type, params, createdAt, isRead } = notification;
  // Type and params come from one record, so they still match; TypeScript cannot follow that.
  return { id, type, params, title, message, createdAt, isRead } as Notification;
}
