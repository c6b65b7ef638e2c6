import type { TFunction } from 'i18next';
import { unreachableMessage } from '../lib/kolekt-api';

/** The api's own message when it sent one, else the extension's wording for what went wrong. */
export function apiMessage(t: TFunction, reply: { message: string }): string {
  if (reply.message === unreachableMessage) return t('popup.errors.unreachable');
  return reply.message || t('popup.errors.generic');
}
