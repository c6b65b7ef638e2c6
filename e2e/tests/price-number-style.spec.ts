import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { browserLocale, t } from '../support/i18n';
import { shopPort } from '../support/ports';

// Issue #32: an English page showed a typed price as "1.749,90 TL" beside "1,299.90 TL". Every
// amount Kolekt can read as a number is written in the reader's number style.

/** The one browser global used here: e2e code is typed without the DOM library. */
interface StorageLike {
  setItem(key: string, value: string): void;
}

test.use({ locale: browserLocale.en });

test('an English reader sees a typed price and a shop price in one number style', async ({
  page,
  context,
}, testInfo) => {
  const account = await createAccount(context.request, 'Defne', 'en');
  const session = await signIn(context, account);
  const auth = { authorization: `Bearer ${session.token}` };
  await page.addInitScript(() => {
    (globalThis as unknown as { localStorage: StorageLike }).localStorage.setItem(
      'i18nextLng',
      'en',
    );
  });
  const created = await context.request.post('/api/collection/create', {
    headers: auth,
    data: { name: 'Wallets', isPublic: 'true' },
  });
  const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
  // A shop product of this spec's own: the search results' wallet is saved from the live search by
  // search.spec, and saving it here by its link first would file it under 127.0.0.1, not Trendyol.
  const slug = `sayi-bicimi-${testInfo.project.name}`;
  const shop = `http://127.0.0.1:${shopPort}`;
  const put = await context.request.put(`${shop}/control/product/${slug}`, {
    data: { name: 'Deri Cüzdan', price: '1299.90' },
  });
  expect(put.ok()).toBe(true);
  const scraped = await context.request.post('/api/product/scrape/collection', {
    headers: auth,
    data: { url: `${shop}/urun/${slug}`, collectionId },
  });
  expect(scraped.ok()).toBe(true);
  // A product whose details the owner typed, as the manual entry form sends them.
  const captured = await context.request.post('/api/product/capture', {
    headers: auth,
    data: {
      collectionIds: [collectionId],
      url: `${shop}/urun/elle-${testInfo.project.name}`,
      title: 'Hand-typed Wallet',
      price: '1.749,90 TL',
      imagePath: null,
      source: 'manual',
    },
  });
  expect(captured.ok()).toBe(true);

  await page.goto(`/collection/${collectionId}`);
  await expect(page.getByText('Hand-typed Wallet').first()).toBeVisible();
  await expect(page.getByText(/1,749\.90 TL/).first()).toBeVisible();
  await expect(page.getByText('1,299.90 TL').first()).toBeVisible();
  await expect(page.getByText(/1\.749,90 TL/)).toHaveCount(0);
  // The total counts the shop price and says the typed one is left out (decision 0069).
  await expect(
    page.getByText(
      t('en', 'prices.totals.leftOut', {
        reasons: t('en', 'prices.totals.unchecked_one', { count: '1' }),
      }),
    ),
  ).toBeVisible();
});
