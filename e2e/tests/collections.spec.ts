import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { t } from '../support/i18n';
import { shopPort } from '../support/ports';

const productUrl = `http://127.0.0.1:${shopPort}/urun/celik-termos?utm_source=e2e`;

/** On a phone the sidebar is an overlay that has to be opened first. */
async function openSidebar(page: Page) {
  const toggle = page.getByRole('button', { name: t('tr', 'collections.sidebar.toggle') });
  const create = page.getByRole('button', { name: t('tr', 'collections.sidebar.create') });
  if (!(await create.first().isVisible())) await toggle.first().click();
}

test('a collection is made, filled by link, shared, liked by another user and kept private where it should be', async ({
  browser,
  page,
  context,
}) => {
  const owner = await createAccount(context.request, 'Selin');
  const session = await signIn(context, owner);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/collections');
  await openSidebar(page);
  await page
    .getByRole('button', { name: t('tr', 'collections.sidebar.create') })
    .first()
    .click();
  const createDialog = page.getByRole('dialog');
  await createDialog.getByLabel(t('tr', 'collections.form.name')).fill('Yaz Listesi');
  await createDialog
    .getByLabel(t('tr', 'collections.form.description'))
    .fill('Tatil için aldıklarım');
  await createDialog.getByRole('button', { name: t('tr', 'collections.form.create') }).click();
  await expect(page.getByRole('heading', { name: 'Yaz Listesi' })).toBeVisible();

  await openSidebar(page);
  await page
    .getByRole('button', { name: t('tr', 'collections.addProduct') })
    .first()
    .click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByRole('tab', { name: t('tr', 'products.addProduct.byUrl') }).click();
  await addDialog.getByLabel(t('tr', 'products.byUrl.url')).fill(productUrl);
  await addDialog
    .getByLabel(t('tr', 'products.byUrl.collection'))
    .selectOption({ label: 'Yaz Listesi' });
  await addDialog.getByRole('button', { name: t('tr', 'products.byUrl.submit') }).click();
  await expect(addDialog).toBeHidden({ timeout: 20_000 });

  const card = page.getByRole('button', {
    name: t('tr', 'products.openDetails', { title: 'Çelik Termos 500 ml' }),
  });
  await expect(card).toBeVisible();
  await expect(page.getByText('349,90 TL').first()).toBeVisible();
  // The picture came from the shop and really loaded (a broken one is replaced by a placeholder).
  const image = page.locator('article').filter({ has: card }).locator('img').first();
  await expect(image).toBeVisible();
  // The element shows before its picture has arrived through the api's image route.
  await expect
    .poll(() => image.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);

  await page
    .getByRole('button', { name: t('tr', 'products.delete') })
    .first()
    .click();
  await expect(page.getByText(t('tr', 'products.toasts.deleted'))).toBeVisible();
  await expect(card).toBeHidden();
  await page.getByRole('button', { name: t('tr', 'products.undo') }).click();
  await expect(card).toBeVisible();

  const visibility = page.getByRole('switch', { name: t('tr', 'collection.visibility.label') });
  await visibility.click();
  await expect(visibility).toBeChecked();

  await page.getByRole('button', { name: t('tr', 'collection.share.open') }).click();
  const link = await page.getByLabel(t('tr', 'collection.share.linkLabel')).inputValue();
  expect(link).toMatch(/\/collection\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: t('tr', 'common.copy') }).click();
  await expect(page.getByRole('button', { name: t('tr', 'common.copied') })).toBeVisible();
  const copied = await page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(copied).toBe(link);

  const ownCollections = await context.request.get('/api/collection/active?pageSize=50', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const privateId = (
    (await ownCollections.json()).data.items as { id: string; isPublic: boolean }[]
  ).find((collection) => !collection.isPublic)!.id;

  // A second user opens the shared link and likes it.
  const otherContext = await browser.newContext();
  const other = await createAccount(otherContext.request, 'Emre');
  await signIn(otherContext, other);
  const otherPage = await otherContext.newPage();
  await otherPage.goto(new URL(link).pathname);
  await expect(otherPage.getByRole('heading', { name: 'Yaz Listesi' })).toBeVisible();
  const likes = otherPage.getByRole('status', { name: t('tr', 'collection.info.likes') });
  await expect(likes).toHaveText('0');
  await otherPage.getByRole('button', { name: t('tr', 'collection.like') }).click();
  await expect(likes).toHaveText('1');
  await otherPage.reload();
  await expect(likes).toHaveText('1');

  // …and the owner's private collection is as missing to them as a wrong link.
  await otherPage.goto(`/collection/${privateId}`);
  await expect(otherPage.getByText(t('tr', 'collection.notFound.title'))).toBeVisible();
  await otherContext.close();

  // A guest pressing like is asked to log in, in the spec's words.
  const guestContext = await browser.newContext({ locale: 'en-US' });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(new URL(link).pathname);
  await guestPage.getByRole('button', { name: t('en', 'collection.like') }).click();
  await expect(guestPage.getByText('Please login to like this collection')).toBeVisible();
  await guestContext.close();
});
