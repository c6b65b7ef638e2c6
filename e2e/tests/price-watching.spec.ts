import { notificationTexts } from '@kolekt/shared/notification-texts';
import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { t } from '../support/i18n';
import { shopPort } from '../support/ports';

/**
 * Issue #12: a watched price is re-read on the schedule (PRICE_CHECK_EVERY=3s in the e2e stack);
 * a drop at the shop reaches the watcher's bell live, and the product's chart shows its history.
 */

const shop = `http://127.0.0.1:${shopPort}`;

test('watch a product, receive its price drop live and see it on the chart', async ({
  page,
  context,
}, testInfo) => {
  // Each project changes its own product, so desktop and phone never move each other's price.
  const slug = `seramik-kupa-${testInfo.project.name}`;
  const name = `Seramik Kupa ${testInfo.project.name}`;
  const setPrice = async (price: string) => {
    const response = await context.request.put(`${shop}/control/product/${slug}`, {
      data: { name, price },
    });
    expect(response.ok()).toBe(true);
  };
  await setPrice('400.00');

  const session = await signIn(context, await createAccount(context.request, 'Selin'));
  const headers = { authorization: `Bearer ${session.token}` };
  const created = await context.request.post('/api/collection/create', {
    headers,
    data: { name: 'Kupalar', isPublic: 'false' },
  });
  const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
  const added = await context.request.post('/api/product/scrape/collection', {
    headers,
    data: { url: `${shop}/urun/${slug}`, collectionId },
  });
  expect(added.ok()).toBe(true);

  await page.goto(`/collection/${collectionId}`);
  await page
    .getByRole('button', { name: t('tr', 'products.openDetails', { title: name }) })
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(t('tr', 'prices.section.title'))).toBeVisible();
  await expect(detail.getByText(t('tr', 'prices.availability.in_stock'))).toBeVisible();
  await detail.getByRole('button', { name: t('tr', 'prices.watch.start') }).click();
  await expect(detail.getByText(t('tr', 'prices.watch.saved'))).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The shop lowers the price by a quarter: the next re-check tells the watcher at once.
  await setPrice('300.00');
  await expect(
    page.getByRole('status', { name: t('tr', 'notifications.unreadBadge_one', { count: '1' }) }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: t('tr', 'notifications.open') }).click();
  await expect(page.getByText(notificationTexts.tr.price_drop.title)).toBeVisible();
  await expect(page.getByText(new RegExp(`${name} şimdi 300,00`))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('price-drop-notification.png') });
  await page.keyboard.press('Escape');

  // The chart has both readings; its table says them in words.
  await page
    .getByRole('button', { name: t('tr', 'products.openDetails', { title: name }) })
    .click();
  await expect(detail.locator('.uplot canvas')).toBeVisible();
  await detail.getByRole('button', { name: t('tr', 'prices.chart.showTable') }).click();
  const table = detail.getByRole('table');
  await expect(table.getByText('400,00 TL').first()).toBeVisible();
  await expect(table.getByText('300,00 TL').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('price-chart.png') });
});
