import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { browserLocale, languages, t } from '../support/i18n';
import { shopPort } from '../support/ports';

// Issue #32: with every shop unreachable the live search said "no products found, try a
// different term". The fixture shop closes the connection on a search for "kulaklık", in both of
// the shops it plays (support/fixture-shop.ts).
const term = 'kulaklık';

/** The one browser global used here: e2e code is typed without the DOM library. */
interface StorageLike {
  setItem(key: string, value: string): void;
}

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: browserLocale[language] });

    test('every shop down: the search says so and offers a retry, the extension and Kolekt', async ({
      page,
      context,
    }, testInfo) => {
      // An account, a scrape and a live search of shops that never answer come first.
      test.slow();
      const account = await createAccount(context.request, 'Kulak', language);
      const session = await signIn(context, account);
      const auth = { authorization: `Bearer ${session.token}` };
      await page.addInitScript((lng) => {
        const storage = (globalThis as unknown as { localStorage: StorageLike }).localStorage;
        storage.setItem('i18nextLng', lng);
      }, language);

      // A headphone already in Kolekt, in one of the user's collections.
      const created = await context.request.post('/api/collection/create', {
        headers: auth,
        data: { name: 'Müzik', isPublic: 'true' },
      });
      const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
      const slug = `kulaklik-${language}-${testInfo.project.name}`;
      const title = `Kablosuz Kulaklık ${language} ${testInfo.project.name}`;
      await context.request.put(`http://127.0.0.1:${shopPort}/control/product/${slug}`, {
        data: { name: title, price: '899.90' },
      });
      const scraped = await context.request.post('/api/product/scrape/collection', {
        headers: auth,
        data: { url: `http://127.0.0.1:${shopPort}/urun/${slug}`, collectionId },
      });
      expect(scraped.ok()).toBe(true);

      await page.goto('/collections');
      // "Add product" is in view in the collection's header at every width.
      await page
        .getByRole('button', { name: t(language, 'collections.addProduct') })
        .filter({ visible: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: t(language, 'products.addProduct.search') }).click();
      await dialog.getByLabel(t(language, 'products.searchTab.query')).fill(term);
      await dialog.getByRole('button', { name: t(language, 'products.searchTab.submit') }).click();

      await expect(
        dialog.getByText(t(language, 'products.searchTab.shops.noneReached')),
      ).toBeVisible({ timeout: 30_000 });
      await expect(
        dialog.getByText(t(language, 'products.searchTab.empty', { query: term })),
      ).toHaveCount(0);
      await expect(dialog.getByText(t(language, 'products.searchTab.emptyHint'))).toHaveCount(0);
      await expect(
        dialog.getByText(t(language, 'products.searchTab.shops.unreachable')),
      ).toHaveCount(0);
      await expect(
        dialog.getByRole('button', { name: t(language, 'products.searchTab.retry') }),
      ).toBeVisible();
      // Without the extension installed, where to get it; with it, a search from the browser
      // (extension-search.spec.ts).
      await expect(
        dialog.getByRole('link', { name: t(language, 'products.searchTab.shops.getExtension') }),
      ).toHaveAttribute('href', '/extension');
      const kolekt = dialog.getByRole('list', {
        name: t(language, 'products.searchTab.kolekt.list'),
      });
      await expect(kolekt.getByText(title)).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');

      // The term searched in Kolekt itself, which needs no shop.
      await dialog
        .getByRole('link', {
          name: t(language, 'products.searchTab.shops.searchKolekt', { query: term }),
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`/search\\?query=${encodeURIComponent(term)}$`));
      await expect(page.getByText(title).first()).toBeVisible();
    });
  });
}
