import type { NotificationContent } from '@kolekt/shared/notification';
import type { TFunction } from 'i18next';
import { formatMoney } from '@kolekt/shared/format-money';

type PriceAlert = Extract<
  NotificationContent,
  { type: 'price_drop' | 'price_target' | 'back_in_stock' }
>;

/**
 * Title and message in the interface's current language, from what the notification means:
 * the server stores type and params, never words (decision 0021).
 */
export function notificationText(
  t: TFunction,
  content: NotificationContent,
  language?: string,
): { title: string; message: string } {
  switch (content.type) {
    case 'follow':
    case 'like':
    case 'comment':
      return {
        title: t(`notifications.texts.${content.type}.title`),
        message: t(`notifications.texts.${content.type}.message`, content.params),
      };
    case 'invite':
    case 'member_joined':
      // Worded by role: "invited you to edit" reads better than a role name in the sentence.
      return {
        title: t(`notifications.texts.${content.type}.title`),
        message: t(`notifications.texts.${content.type}.message`, {
          ...content.params,
          context: content.params.role,
        }),
      };
    case 'member_added':
      return {
        title: t('notifications.texts.member_added.title'),
        message: t('notifications.texts.member_added.message', content.params),
      };
    case 'price_drop':
    case 'price_target':
    case 'back_in_stock':
      return priceAlertText(t, content, language);
    default:
      // System messages are written by people, in one language, and shown as written.
      return content.params;
  }
}

/** Amounts in the reader's number style; a message without the price when it is unknown. */
function priceAlertText(t: TFunction, { type, params }: PriceAlert, language?: string) {
  const money = (amount: string | null) =>
    amount === null ? null : formatMoney(amount, params.currency, language);
  const values = {
    productTitle: params.productTitle,
    amount: money(params.amount),
    previousAmount: money(params.previousAmount),
    targetPrice: money(params.targetPrice),
  };
  const known =
    type === 'price_drop'
      ? values.amount !== null && values.previousAmount !== null
      : type === 'price_target'
        ? values.amount !== null && values.targetPrice !== null
        : values.amount !== null;
  return {
    title: t(`notifications.texts.${type}.title`),
    message: t(`notifications.texts.${type}.${known ? 'message' : 'messageWithoutPrice'}`, values),
  };
}
