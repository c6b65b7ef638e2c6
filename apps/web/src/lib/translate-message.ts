import { validationMessageKey } from '@kolekt/shared/messages';
import { serverMessageKey } from '@kolekt/shared/server-messages';
import type { TFunction } from 'i18next';

/**
 * Shows a message in the user's language: a spec §5 message (from a form or a 400 reply) or any
 * other message the api sends (`serverMessages`); an unknown message as sent; nothing at all as
 * the fallback key's text.
 */
export function translateMessage(t: TFunction, message: string | undefined, fallbackKey: string) {
  if (!message) return t(fallbackKey);
  const validationKey = validationMessageKey(message);
  if (validationKey) return t(`validation.${validationKey}`);
  const serverKey = serverMessageKey(message);
  return serverKey ? t(`serverMessages.${serverKey}`) : message;
}
