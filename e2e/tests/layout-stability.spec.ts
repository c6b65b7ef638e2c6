import { expect, test } from '@playwright/test';
import { t } from '../support/i18n';
import { createShopCollection } from '../support/shop-collection';

/**
 * Issue #13: a guest opening a shared collection on a slow phone sees no layout shift worth the
 * name (Lighthouse counts it for a quarter of its score): the footer does not start in view and
 * jump, and the first page's skeletons are not pushed down by its cards.
 */

interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
}

/** What the page's script sees (this project type-checks without the DOM library). */
interface Page {
  layoutShifts: LayoutShift[];
  PerformanceObserver: new (callback: (list: { getEntries(): unknown[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
}

test('a shared collection loads on a slow phone without layout shift', async ({
  browser,
  context,
}) => {
  const collectionId = await createShopCollection(context, {
    owner: 'Deniz',
    name: 'Kupalar',
    products: ['mavi', 'yesil', 'sari', 'mor'].map((color) => ({
      slug: `stabil-${color}`,
      name: `Kupa ${color}`,
      price: '149.90',
    })),
  });

  const guest = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: 'tr-TR',
  });
  const page = await guest.newPage();
  // Lighthouse's mobile profile: a 4× slower CPU and a slow network.
  const cdp = await guest.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  });
  await page.addInitScript(() => {
    const window = globalThis as unknown as Page;
    const shifts: LayoutShift[] = [];
    window.layoutShifts = shifts;
    new window.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push(entry as unknown as LayoutShift);
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto(`/collection/${collectionId}`);
  const products = page.getByRole('list', { name: t('tr', 'products.listLabel') });
  await expect(products.getByRole('listitem')).toHaveCount(4, { timeout: 30_000 });
  // The loading flag lingers 600 ms after the fetch (spec §4); then nothing more moves.
  await expect(page.getByRole('status', { name: t('tr', 'common.loading') })).toHaveCount(0);
  await page.waitForTimeout(1000);

  const shifts = await page.evaluate(() =>
    (globalThis as unknown as Page).layoutShifts
      .filter((shift) => !shift.hadRecentInput)
      .map((shift) => shift.value),
  );
  const total = shifts.reduce((sum, value) => sum + value, 0);
  // Lighthouse calls a layout shift under 0.1 good; before this fix the page shifted by 0.89.
  expect(total).toBeLessThan(0.05);
  await guest.close();
});

test('a collection’s price totals and info tiles stay whole on the narrowest phone, in English', async ({
  browser,
  context,
}) => {
  const collectionId = await createShopCollection(context, {
    owner: 'Ece',
    name: 'Saatler',
    products: ['altin', 'gumus'].map((metal) => ({
      slug: `toplam-${metal}`,
      name: `Saat ${metal}`,
      price: '199999.90',
    })),
  });

  const guest = await browser.newContext({
    viewport: { width: 320, height: 640 },
    locale: 'en-US',
  });
  const page = await guest.newPage();
  await page.goto(`/collection/${collectionId}`);
  const sums = page.getByText('399,999.80 TL', { exact: true });
  await expect(sums).toBeVisible();
  const line = page.getByRole('paragraph').filter({ has: sums });
  // As tall as the placeholder it replaces (h-5): the grid below does not move when it arrives.
  expect((await line.boundingBox())?.height).toBeLessThanOrEqual(20);
  // The sums are whole; only the count gives way.
  expect(await sums.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(line).toContainText(t('en', 'prices.totals.label'));
  // So are the info tiles' values (the owner, the date): below 360 px their icons give way.
  for (const value of [
    page.getByRole('link', { name: 'Ece Test' }).first(),
    page.locator('time'),
  ]) {
    const whole = await value.evaluate(
      (element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth,
    );
    expect(whole).toBe(true);
  }
  await guest.close();
});
