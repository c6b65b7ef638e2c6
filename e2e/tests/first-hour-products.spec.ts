import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { t } from '../support/i18n';
import { shopPort } from '../support/ports';

/**
 * Issue #11, a newcomer's first products: a known store with nothing saved yet is a start (its
 * banner and a live search of it), the add dialog opens on the reliable By URL and remembers the
 * tab, adding by link says where the product went with a way there, and the detail shows the
 * shop's description.
 */

const termos = 'Çelik Termos 500 ml';
const termosDescription = /Çift cidarlı paslanmaz çelik gövde içeceği 12 saat sıcak tutar\./;

/** On a phone the sidebar is an overlay that has to be opened first. */
async function openSidebar(page: Page) {
  const toggle = page.getByRole('button', { name: t('tr', 'collections.sidebar.toggle') });
  const create = page.getByRole('button', { name: t('tr', 'collections.sidebar.create') });
  if (!(await create.first().isVisible())) await toggle.first().click();
}

async function openAddDialog(page: Page) {
  await openSidebar(page);
  await page
    .getByRole('button', { name: t('tr', 'collections.addProduct') })
    .first()
    .click();
  return page.getByRole('dialog');
}

// No spec saves from Boyner (search.spec saves from Trendyol), so it stays empty in both projects.
test('a known store nobody saved from shows its banner, says so and offers its live search', async ({
  page,
  context,
}, testInfo) => {
  await signIn(context, await createAccount(context.request, 'Nazli'));
  await page.goto('/');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Boyner', exact: true }) });
  await card.getByRole('link', { name: t('tr', 'stores.browse') }).click();
  await expect(page).toHaveURL(/\/store\/boyner$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Boyner' })).toBeVisible();
  await expect(page.getByText(t('tr', 'stores.noProducts.title'))).toBeVisible();
  await expect(
    page.getByText(t('tr', 'stores.noProducts.description', { name: 'Boyner' })),
  ).toBeVisible();
  await expect(page.getByText(t('tr', 'stores.notFound.title'))).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('store-no-products.png') });

  await page
    .getByRole('button', { name: t('tr', 'stores.searchLive', { name: 'Boyner' }) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('tab', { name: t('tr', 'products.addProduct.search') }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel(t('tr', 'products.searchTab.shop'))).toHaveValue('boyner');
});

test('the live search narrowed to one shop asks only that shop', async ({ page, context }) => {
  await signIn(context, await createAccount(context.request, 'Kaan'));
  await page.goto('/collections');
  const dialog = await openAddDialog(page);
  await dialog.getByRole('tab', { name: t('tr', 'products.addProduct.search') }).click();
  await dialog.getByLabel(t('tr', 'products.searchTab.shop')).selectOption('trendyol');
  await dialog.getByLabel(t('tr', 'products.searchTab.query')).fill('termos');
  await dialog.getByRole('button', { name: t('tr', 'products.searchTab.submit') }).click();
  // The fixture shop answers in Trendyol's layout: the one shop asked.
  const statuses = dialog.getByRole('list', { name: t('tr', 'products.searchTab.shops.label') });
  await expect(statuses.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
  await expect(statuses).toContainText('Trendyol');
  const results = dialog.getByRole('list', { name: t('tr', 'products.searchTab.results') });
  await expect(results.getByText(termos)).toBeVisible();
});

test('an unknown store slug is not found', async ({ page }) => {
  await page.goto('/store/nowhere-shop');
  await expect(page.getByText(t('tr', 'stores.notFound.title'))).toBeVisible();
  await expect(page.getByText(t('tr', 'stores.notFound.description'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
});

test('the add dialog opens on By URL and remembers Search once chosen', async ({
  page,
  context,
}) => {
  await signIn(context, await createAccount(context.request, 'Kerem'));
  await page.goto('/collections');
  const byUrl = (dialog = page.getByRole('dialog')) =>
    dialog.getByRole('tab', { name: t('tr', 'products.addProduct.byUrl') });
  const search = (dialog = page.getByRole('dialog')) =>
    dialog.getByRole('tab', { name: t('tr', 'products.addProduct.search') });

  let dialog = await openAddDialog(page);
  await expect(byUrl(dialog)).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel(t('tr', 'products.byUrl.url'))).toBeVisible();
  await search(dialog).click();
  await expect(dialog.getByLabel(t('tr', 'products.searchTab.query'))).toBeVisible();
  await dialog.getByRole('button', { name: t('tr', 'modal.close') }).click();
  await expect(dialog).toBeHidden();

  // Still chosen after a reload: it is kept in the browser.
  await page.reload();
  dialog = await openAddDialog(page);
  await expect(search(dialog)).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel(t('tr', 'products.searchTab.query'))).toBeVisible();
});

test('adding by link into another collection says so, and its link opens that collection with the product and its description', async ({
  page,
  context,
}, testInfo) => {
  const session = await signIn(context, await createAccount(context.request, 'Ilgaz'));
  const created = await context.request.post('/api/collection/create', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { name: 'Termoslar', isPublic: 'false' },
  });
  expect(created.ok()).toBe(true);
  const targetId = ((await created.json()) as { data: { id: string } }).data.id;

  // The default collection stays on screen while the product goes into Termoslar.
  await page.goto('/collections');
  const dialog = await openAddDialog(page);
  await dialog
    .getByLabel(t('tr', 'products.byUrl.url'))
    .fill(`http://127.0.0.1:${shopPort}/urun/celik-termos`);
  await dialog
    .getByLabel(t('tr', 'products.byUrl.collection'))
    .selectOption({ label: 'Termoslar' });
  await dialog.getByRole('button', { name: t('tr', 'products.byUrl.submit') }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const toast = page
    .getByRole('listitem')
    .filter({ hasText: t('tr', 'products.byUrl.added', { name: 'Termoslar' }) });
  await expect(toast).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('added-toast.png') });
  await toast.getByRole('button', { name: t('tr', 'products.byUrl.openCollection') }).click();
  await expect(page).toHaveURL(new RegExp(`/collection/${targetId}$`));
  await expect(page.getByRole('heading', { name: 'Termoslar' })).toBeVisible();

  await page
    .getByRole('button', { name: t('tr', 'products.openDetails', { title: termos }) })
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('heading', { name: termos })).toBeVisible();
  await expect(
    detail.getByRole('heading', { name: t('tr', 'products.detail.description') }),
  ).toBeVisible();
  await expect(detail.getByText(termosDescription)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('detail-description.png') });
});
