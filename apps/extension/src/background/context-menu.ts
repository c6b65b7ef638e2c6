import type { ScrapedProduct } from '@kolekt/extract';
import { fetchLinkedProduct } from '../capture/fetch-link';
import { readProduct, readRenderedPage } from '../capture/read-page';
import { saveToDefault } from '../capture/save-to-default';
import { initI18n } from '../lib/i18n';
import { unreachableMessage } from '../lib/kolekt-api';
import { getKolektOrigin } from '../lib/kolekt-origin';
import { getToken, isExpired } from '../lib/session-token';
import { showResult } from './show-result';

const pageItem = 'kolekt-save-page';
const linkItem = 'kolekt-save-link';

/** "Kolekt'e kaydet / Save to Kolekt" on pages and on links (titles from _locales). */
export function createContextMenu() {
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({
      id: pageItem,
      title: chrome.i18n.getMessage('menuSavePage'),
      contexts: ['page'],
    });
    chrome.contextMenus.create({
      id: linkItem,
      title: chrome.i18n.getMessage('menuSaveLink'),
      contexts: ['link'],
    });
  });
}

async function readTarget(
  info: chrome.contextMenus.OnClickData,
  tab: chrome.tabs.Tab | undefined,
): Promise<ScrapedProduct | 'blocked' | null> {
  if (info.menuItemId === linkItem && info.linkUrl) {
    const outcome = await fetchLinkedProduct(info.linkUrl);
    if (outcome.kind === 'product') return outcome.product;
    return outcome.kind === 'blocked' ? 'blocked' : null;
  }
  const page = tab?.id === undefined ? null : await readRenderedPage(tab.id);
  return page ? readProduct(page.html, page.url) : null;
}

/** Saves the clicked page or link into the default collection and shows how it went. */
export async function onMenuClick(
  info: chrome.contextMenus.OnClickData,
  tab: chrome.tabs.Tab | undefined,
) {
  if (info.menuItemId !== pageItem && info.menuItemId !== linkItem) return;
  const i18n = await initI18n();
  const token = await getToken();
  if (!token || isExpired(token)) return showResult(false, i18n.t('worker.signIn'));
  const product = await readTarget(info, tab);
  if (product === 'blocked') return showResult(false, i18n.t('worker.blocked'));
  if (!product) return showResult(false, i18n.t('worker.nothing'));
  const api = { origin: await getKolektOrigin(), token, language: i18n.language };
  const saved = await saveToDefault(api, product);
  if (saved.success) return showResult(true, i18n.t('worker.saved', { title: product.title }));
  const message =
    saved.message && saved.message !== unreachableMessage
      ? saved.message
      : i18n.t('popup.errors.unreachable');
  return showResult(false, i18n.t('worker.failed', { message }));
}
