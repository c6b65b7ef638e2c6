import { validationMessageKey } from '@kolekt/shared/messages';
import type { TFunction } from 'i18next';

/**
 * Shows a spec §5 message (from a form or a 400 reply) in the user's language; any other server
 * message as sent; nothing at all as the fallback key's text.
 */
export function translateMessage(t: TFunction, message: string | undefined, fallbackKey: string) {
  if (!message) return t(fallbackKey);
  const key = validationMessageKey(message);
  return key ? t(`validation.${key}`) : message;
}
