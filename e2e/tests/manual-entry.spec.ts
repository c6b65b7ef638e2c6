import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { t, type Language } from '../support/i18n';
import { shopPort } from '../support/ports';

const jsOnlyUrl = `http://127.0.0.1:${shopPort}/js-urun/akilli-saat`;

/** The own-details label on the card is whole and clear of the card's corner buttons. */
async function expectLabelReadable(page: Page, language: Language, title: string) {
  const label = page.getByText(t(language, 'products.userDetailsBadge')).first();
  await expect(label).toBeVisible();
  const card = page.locator('article').filter({ hasText: title }).first();
  const corner = [
    card.getByRole('button', { name: t(language, 'products.addToCollections') }),
    card.getByRole('button', { name: t(language, 'products.delete') }),
  ];
  const box = (await label.boundingBox())!;
  for (const button of corner) {
    const other = (await button.boundingBox())!;
    const apart =
      box.x + box.width <= other.x ||
      other.x + other.width <= box.x ||
      box.y + box.height <= other.y ||
      other.y + other.height <= box.y;
    expect(apart, `${language}: the label overlaps a corner button`).toBe(true);
  }
  // Nothing of the words is cut off: the label is as wide as its text needs.
  expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
}

/** Opens the collections sidebar unless it is open (an overlay on a phone, a panel or rail on a desktop). */
async function openSidebar(page: Page) {
  const toggle = page.getByRole('button', { name: t('tr', 'collections.sidebar.toggle') }).first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

test('a page the server cannot read turns add-by-URL into manual entry, and saving it works', async ({
  page,
  context,
}, testInfo) => {
  const account = await createAccount(context.request, 'Deniz');
  const session = await signIn(context, account);
  const created = await context.request.post('/api/collection/create', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { name: 'Saatler', description: 'Bileğe yakışanlar', isPublic: 'true' },
  });
  expect(created.ok()).toBe(true);

  // A new account starts with its default collection selected; pick the new one.
  await page.goto('/collections');
  await openSidebar(page);
  await page
    .getByRole('button', { name: /^Saatler/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Saatler' })).toBeVisible();
  await openSidebar(page);
  const addItem = page.getByRole('button', { name: t('tr', 'collections.addProduct') });
  await addItem.first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: t('tr', 'products.addProduct.byUrl') }).click();
  await dialog.getByLabel(t('tr', 'products.byUrl.url')).fill(jsOnlyUrl);
  await dialog.getByRole('button', { name: t('tr', 'products.byUrl.submit') }).click();

  // The shell's placeholder title is not a product name: the form starts without it.
  await expect(dialog.getByText(t('tr', 'products.manual.heading'))).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(t('tr', 'products.toasts.scrapeFailed'))).toBeHidden();
  const title = dialog.getByLabel(t('tr', 'products.manual.title'));
  await expect(title).not.toHaveValue(/Yükleniyor/);
  await expect(dialog.getByRole('link', { name: jsOnlyUrl })).toBeVisible();
  await expect(
    dialog.getByRole('link', { name: t('tr', 'products.manual.extension') }),
  ).toHaveAttribute('href', '/extension');

  await dialog.getByRole('button', { name: t('tr', 'products.manual.save') }).click();
  await expect(dialog.getByText(t('tr', 'validation.productTitleRequired'))).toBeVisible();

  await title.fill('Akıllı Saat Pro 46 mm');
  await dialog.getByLabel(t('tr', 'products.manual.price')).fill('2.499,00 TL');
  await dialog
    .getByLabel(t('tr', 'products.manual.image'))
    .fill(`http://127.0.0.1:${shopPort}/js-urun/akilli-saat.png`);
  await expect(dialog.locator('figure img')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('manual-entry-form.png') });
  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: t('tr', 'products.manual.save') }).click();
  await expect(page.getByText(t('tr', 'products.manual.saved'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The product is in the collection, marked as the owner's own details.
  const card = page.getByRole('button', {
    name: t('tr', 'products.openDetails', { title: 'Akıllı Saat Pro 46 mm' }),
  });
  await expect(card).toBeVisible();
  await expect(page.getByText('2.499,00 TL').first()).toBeVisible();
  // Said in visible words, on the card and beside its price (decision 0063).
  await expect(page.getByText(t('tr', 'products.userDetailsBadge')).first()).toBeVisible();
  await expect(page.getByText(`(${t('tr', 'products.priceUnconfirmed')})`).first()).toBeVisible();
  await expectLabelReadable(page, 'tr', 'Akıllı Saat Pro 46 mm');
  await page.screenshot({ path: testInfo.outputPath('manual-entry-saved.png') });

  // The app reads the language from local storage first (the e2e tsconfig has no DOM types).
  await page.evaluate(() =>
    (
      globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
    ).localStorage.setItem('i18nextLng', 'en'),
  );
  await page.reload();
  await expectLabelReadable(page, 'en', 'Akıllı Saat Pro 46 mm');
  await expect(page.getByText(`(${t('en', 'products.priceUnconfirmed')})`).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('manual-entry-saved-en.png') });
});
