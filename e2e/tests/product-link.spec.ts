import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { browserLocale, languages, t } from '../support/i18n';
import { shopPort } from '../support/ports';
import { createShopCollection } from '../support/shop-collection';

const shop = `http://127.0.0.1:${shopPort}`;

/**
 * Issue #32: a product's details have an address (`?product={id}`, decision 0067): opening
 * changes it, closing goes back, loading it opens the product; a product the viewer may not see
 * gets a clear not-found.
 */
for (const language of languages) {
  test(`a product's details can be linked (${language}) @desktop-only`, async ({ browser }) => {
    // Three people and a shop product each: a walk like the other multi-step ones.
    test.setTimeout(120_000);
    const say = (key: string, values?: Record<string, string>) => t(language, key, values);
    const owner = await browser.newContext({ locale: browserLocale[language] });
    const title = `Kupa bağlantı ${language}`;
    const collectionId = await createShopCollection(owner, {
      owner: 'Nil',
      name: language === 'tr' ? 'Kupalar' : 'Mugs',
      products: [{ slug: `baglanti-${language}`, name: title, price: '149.90' }],
    });

    const guest = await browser.newContext({ locale: browserLocale[language] });
    const page = await guest.newPage();
    await page.goto(`/collection/${collectionId}`);
    await page.getByRole('button', { name: say('products.openDetails', { title }) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(title);
    await expect(page).toHaveURL(/\?product=[\w-]+$/);
    const link = page.url();

    // Closing goes back to the collection's own address.
    await dialog.getByRole('button', { name: say('modal.close') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/collection/${collectionId}$`));

    // The link opens the product's details on its own.
    await page.goto(link);
    await expect(page.getByRole('dialog')).toContainText(title, { timeout: 30_000 });

    // A private collection's product is not found for someone else, and says so.
    const other = await browser.newContext({ locale: browserLocale[language] });
    const session = await signIn(other, await createAccount(other.request, 'Gizem', language));
    const headers = { authorization: `Bearer ${session.token}` };
    const created = await other.request.post('/api/collection/create', {
      headers,
      data: { name: 'Gizli', isPublic: 'false' },
    });
    const hiddenId = ((await created.json()) as { data: { id: string } }).data.id;
    const slug = `gizli-${language}`;
    await other.request.put(`${shop}/control/product/${slug}`, {
      data: { name: 'Gizli kupa', price: '99.90' },
    });
    const added = await other.request.post('/api/product/scrape/collection', {
      headers,
      data: { url: `${shop}/urun/${slug}`, collectionId: hiddenId },
    });
    const hiddenProduct = ((await added.json()) as { data: { id: string } }).data.id;
    // A guest's own pages are public ones: the link is to the shared collection's page.
    await page.goto(`/collection/${collectionId}?product=${hiddenProduct}`);
    await expect(page.getByText(say('products.notFound'))).toBeVisible({ timeout: 30_000 });
    await expect(page).not.toHaveURL(/product=/);
    for (const context of [owner, guest, other]) await context.close();
  });
}
