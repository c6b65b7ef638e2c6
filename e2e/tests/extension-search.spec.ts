import { searchStoreIds, type SearchStoreId } from '@kolekt/shared/search-store-ids';
import { expect, request as apiRequest, test, type Locator } from '@playwright/test';
import tr from '../../apps/extension/src/locales/tr.json' with { type: 'json' };
import { createAccount, signIn } from '../support/accounts';
import { extensionToken, launchWithExtension, type ExtensionBrowser } from '../support/extension';
import { t } from '../support/i18n';
import { appPort, browserShopsPort } from '../support/ports';
import type { ShopRequest } from '../support/shop-hosts';

const app = `http://localhost:${appPort}`;
/** The first card of the saved n11 listing that browser-shops.ts serves (its expected.json). */
const laptop = {
  title: 'Lenovo V15 G4 AMN 82YU0124TX R5-7520U 8 GB 512 GB SSD 15.6" Dos FHD Dizüstü Bilgisayar',
  url: 'https://www.n11.com/urun/lenovo-v15-g4-amn-82yu0124tx-r5-7520u-8-gb-512-gb-ssd-156-dos-fhd-dizustu-bilgisayar-51850942',
};

let browser: ExtensionBrowser;

test.afterEach(async () => {
  await browser?.close();
});

/** Every request the shops got from the browser so far, oldest first. */
async function shopRequests(): Promise<ShopRequest[]> {
  const shops = await apiRequest.newContext({ ignoreHTTPSErrors: true });
  const response = await shops.get(`https://127.0.0.1:${browserShopsPort}/requests`);
  const requests = (await response.json()) as ShopRequest[];
  await shops.dispose();
  return requests;
}

const countPerShop = (requests: ShopRequest[]) =>
  Object.fromEntries(
    searchStoreIds.map((id) => [id, requests.filter((request) => request.shop === id).length]),
  ) as Record<SearchStoreId, number>;

/** One shop's entry in the list of what the shops said. */
const shopStatus = (statuses: Locator, store: string) =>
  statuses.getByRole('listitem').filter({ has: statuses.page().getByText(store, { exact: true }) });

test('shops that refuse the server are searched from the browser, only the shop picked', async () => {
  browser = await launchWithExtension();
  const { context, worker } = browser;

  // Paired: the options page points the extension here and the signed-in app hands it a token.
  const options = await context.newPage();
  await options.goto(browser.pageUrl('options.html'));
  await options.getByLabel(tr.options.address).fill(app);
  await options.getByRole('button', { name: tr.options.save }).click();
  await expect(options.getByRole('status')).toHaveText(tr.options.saved.replace('{{origin}}', app));
  await options.close();
  const session = await signIn(context, await createAccount(context.request, 'Arda'));
  const auth = { authorization: `Bearer ${session.token}` };
  const created = await context.request.post('/api/collection/create', {
    headers: auth,
    data: { name: 'Bilgisayarlar', isPublic: 'false' },
  });
  const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
  const page = await context.newPage();
  await page.goto('/collections');
  await expect
    .poll(() => extensionToken(worker), { timeout: 15_000 })
    .toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);

  // The add-product dialog's Search tab, asking n11 only: n11 refuses the server.
  const toggle = page.getByRole('button', { name: t('tr', 'collections.sidebar.toggle') }).first();
  const addItem = page.getByRole('button', { name: t('tr', 'collections.addProduct') }).first();
  if (!(await addItem.isVisible())) await toggle.click();
  await addItem.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: t('tr', 'products.addProduct.search') }).click();
  await dialog.getByLabel(t('tr', 'products.searchTab.shop')).selectOption('n11');
  await dialog.getByLabel(t('tr', 'products.searchTab.query')).fill('Laptop');
  await dialog.getByRole('button', { name: t('tr', 'products.searchTab.submit') }).click();
  const statuses = dialog.getByRole('list', { name: t('tr', 'products.searchTab.shops.label') });
  await expect(shopStatus(statuses, 'n11')).toContainText(
    t('tr', 'products.searchTab.shops.blocked'),
  );
  await expect(statuses.getByRole('listitem')).toHaveCount(1);

  // From the browser, n11 answers with its listing; no other shop is asked.
  const inBrowser = dialog.getByRole('button', { name: t('tr', 'products.searchTab.inBrowser') });
  const retry = dialog.getByRole('button', { name: t('tr', 'products.searchTab.retry') });
  const asked = (await shopRequests()).length;
  await inBrowser.click();
  const results = dialog.getByRole('list', { name: t('tr', 'products.searchTab.results') });
  await expect(results.getByText(laptop.title)).toBeVisible();
  await expect(shopStatus(statuses, 'n11')).toContainText(
    t('tr', 'products.searchTab.shops.answered_other', { count: '12' }),
  );
  await expect(retry).toBeVisible();
  const oneShop = (await shopRequests()).slice(asked);
  // n11 once, every other shop never.
  expect(countPerShop(oneShop)).toEqual({ ...countPerShop([]), n11: 1 });
  expect(oneShop[0]?.url).toBe('/arama?q=laptop');

  // Every shop from the browser: each is asked once; Hepsiburada's wall is no empty answer.
  await dialog.getByRole('button', { name: t('tr', 'products.searchTab.newSearch') }).click();
  await dialog.getByLabel(t('tr', 'products.searchTab.shop')).selectOption('');
  await dialog.getByLabel(t('tr', 'products.searchTab.query')).fill('Laptop');
  await dialog.getByRole('button', { name: t('tr', 'products.searchTab.submit') }).click();
  await expect(shopStatus(statuses, 'Trendyol')).toBeVisible();
  const askedBefore = (await shopRequests()).length;
  await inBrowser.click();
  await expect(results.getByText(laptop.title)).toBeVisible();
  await expect(retry).toBeVisible();
  const hepsiburada = shopStatus(statuses, 'Hepsiburada');
  await expect(hepsiburada).toContainText(t('tr', 'products.searchTab.shops.blocked'));
  await expect(hepsiburada).not.toContainText(
    t('tr', 'products.searchTab.shops.answered_other', { count: '0' }),
  );
  await expect(dialog.getByText(t('tr', 'products.searchTab.shops.unreachable'))).toBeVisible();
  const allShops = (await shopRequests()).slice(askedBefore);
  expect(countPerShop(allShops)).toEqual(Object.fromEntries(searchStoreIds.map((id) => [id, 1])));

  // A result read in the browser goes into a collection.
  await results
    .getByRole('button', { name: t('tr', 'products.searchTab.add', { title: laptop.title }) })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bilgisayarlar' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('tr', 'products.addTo.submit') })
    .click();
  await expect(page.getByText(t('tr', 'addedToCollectionsSuccess'))).toBeVisible();
  const saved = await context.request.get(`/api/product/collection/${collectionId}`, {
    headers: auth,
  });
  const products = ((await saved.json()) as { data: { items: { title: string; url: string }[] } })
    .data.items;
  expect(products.map(({ title, url }) => ({ title, url }))).toEqual([laptop]);
});
