import type { TFunction } from 'i18next';

/**
 * A collection's name as the reader sees it. The default collection (the immutable one every
 * account gets) is named in the interface's current language, whatever language it was stored
 * in at registration (decision 0021).
 */
export function collectionName(t: TFunction, collection: { name: string; isImmutable?: boolean }) {
  return collection.isImmutable ? t('collections.defaultName') : collection.name;
}
