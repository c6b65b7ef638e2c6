import { storageKeys } from '@/lib/storage-keys';

export type AddProductTab = 'byUrl' | 'search';

/**
 * The tab the add-product dialog opens on: the user's last choice, else By URL, the reliable
 * path (the live shop search can take many seconds).
 */
export function lastAddProductTab(): AddProductTab {
  return localStorage.getItem(storageKeys.addProductTab) === 'search' ? 'search' : 'byUrl';
}

export function rememberAddProductTab(tab: AddProductTab) {
  localStorage.setItem(storageKeys.addProductTab, tab);
}
