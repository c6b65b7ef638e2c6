import { expect, test } from '@playwright/test';
import { browserLocale, languages, t } from '../support/i18n';
import { createShopCollection } from '../support/shop-collection';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Issue #32: on a phone a toast covers no button of the open dialog and cuts no word. */
for (const language of languages) {
  test(`a toast stays clear of the dialog's buttons on a phone (${language})`, async ({
    browser,
  }) => {
    test.skip(test.info().project.name !== 'phone', 'a phone-width layout');
    const context = await browser.newContext({
      locale: browserLocale[language],
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const title = `Termos ${language}`;
    const collectionId = await createShopCollection(context, {
      owner: 'Oya',
      name: language === 'tr' ? 'Mataralar' : 'Flasks',
      products: [{ slug: `toast-termos-${language}`, name: title, price: '689.00' }],
    });
    const page = await context.newPage();
    await page.goto(`/collection/${collectionId}`);
    await page
      .getByRole('button', { name: t(language, 'products.addToCollections') })
      .first()
      .click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    // Saving with nothing chosen keeps the dialog open and says so in a toast.
    await dialog.getByRole('button', { name: t(language, 'products.addTo.submit') }).click();
    const toast = page.locator('[data-sonner-toast]').filter({
      hasText: t(language, 'selectCollectionError'),
    });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS('overflow-wrap', 'break-word');
    const toastBox = (await toast.boundingBox())!;
    for (const button of await dialog.getByRole('button').all()) {
      const box = await button.boundingBox();
      if (box) expect(overlaps(toastBox, box), (await button.textContent()) ?? '').toBe(false);
    }
    await context.close();
  });
}
