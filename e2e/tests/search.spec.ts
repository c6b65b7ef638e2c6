import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { t } from '../support/i18n';
import { shopPort } from '../support/ports';

test('searching: Ctrl+K, three result tabs, recent searches, retailer search into a collection, store page', async ({
  page,
  context,
}) => {
  const fan = await createAccount(context.request, 'Termos');
  const session = await signIn(context, fan);
  const auth = { authorization: `Bearer ${session.token}` };
  const created = await context.request.post('/api/collection/create', {
    headers: auth,
    data: { name: 'Termos Dünyası', description: 'Sıcak kalsın diye', isPublic: 'true' },
  });
  const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
  const scraped = await context.request.post('/api/product/scrape/collection', {
    headers: auth,
    data: { url: `http://127.0.0.1:${shopPort}/urun/celik-termos`, collectionId },
  });
  expect(scraped.ok()).toBe(true);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: t('tr', 'dashboard.welcome', { name: fan.name }) }),
  ).toBeVisible();
  await page.keyboard.press('Control+k');
  const field = page.getByRole('searchbox', { name: t('tr', 'search.placeholder') });
  await expect(field).toBeFocused();
  await field.fill('  termos  ');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=termos$/);
  await expect(page.getByText(t('tr', 'search.showingFor', { query: 'termos' }))).toBeVisible();

  const tabs = page.getByRole('tablist', { name: t('tr', 'search.tabs.label') });
  await expect(page.getByText('Çelik Termos 500 ml').first()).toBeVisible();
  // The three tabs and their counts fit a phone's width: the last one is not pushed off screen.
  await expect(tabs.getByRole('tab').last()).toContainText(/\d/);
  await expect(tabs.getByRole('tab', { name: t('tr', 'search.tabs.users') })).toBeInViewport({
    ratio: 1,
  });
  await tabs.getByRole('tab', { name: t('tr', 'search.tabs.collections') }).click();
  await expect(page.getByText('Termos Dünyası').first()).toBeVisible();
  await tabs.getByRole('tab', { name: t('tr', 'search.tabs.users') }).click();
  await expect(page.getByRole('link', { name: new RegExp(fan.userName) })).toBeVisible();

  // The search is kept among the recent ones and can be removed.
  await page.goto('/search');
  const remove = page.getByRole('button', { name: t('tr', 'search.remove', { query: 'termos' }) });
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(remove).toBeHidden();

  // The add-product dialog's Search tab streams the shop's results; one goes into the collection.
  await page.goto('/collections');
  const toggle = page.getByRole('button', { name: t('tr', 'collections.sidebar.toggle') }).first();
  const addItem = page.getByRole('button', { name: t('tr', 'collections.addProduct') }).first();
  if (!(await addItem.isVisible())) await toggle.click();
  await addItem.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: t('tr', 'products.addProduct.search') }).click();
  await dialog.getByLabel(t('tr', 'products.searchTab.query')).fill('Cüzdan');
  await dialog.getByRole('button', { name: t('tr', 'products.searchTab.submit') }).click();
  const results = dialog.getByRole('list', { name: t('tr', 'products.searchTab.results') });
  await expect(results.getByText('Fixture Deri Cüzdan')).toBeVisible();
  await expect(results.getByText('1.299,90 TL')).toBeVisible();
  // The final message names every shop asked and what it answered; a retry is offered.
  const shops = dialog.getByRole('list', { name: t('tr', 'products.searchTab.shops.label') });
  await expect(shops.getByText('Trendyol')).toBeVisible();
  await expect(shops).toContainText(/\d+ sonuç/);
  await expect(
    dialog.getByRole('button', { name: t('tr', 'products.searchTab.retry') }),
  ).toBeVisible();
  await results
    .getByRole('button', {
      name: t('tr', 'products.searchTab.add', { title: 'Fixture Deri Cüzdan' }),
    })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Termos Dünyası' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('tr', 'products.addTo.submit') })
    .click();
  await expect(page.getByText(t('tr', 'addedToCollectionsSuccess'))).toBeVisible();

  // The store page of the shop the result came from shows its banner and the product.
  await page.goto('/store/trendyol');
  await expect(page.getByRole('heading', { name: 'Trendyol' })).toBeVisible();
  await expect(page.getByRole('link', { name: t('tr', 'stores.visitStore') })).toHaveAttribute(
    'href',
    /trendyol\.com/,
  );
  await expect(page.getByText('Fixture Deri Cüzdan')).toBeVisible();
});
