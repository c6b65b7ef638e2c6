import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { t } from '../support/i18n';
import { shopPort } from '../support/ports';

const link = `http://127.0.0.1:${shopPort}/urun/celik-termos`;
const sharePath = `/share?text=Look%20${link}`;

test('a link shared to the app opens the add-product dialog with it, and adding works', async ({
  page,
  context,
}) => {
  const manifest = await context.request.get('/manifest.webmanifest');
  expect((await manifest.json()) as unknown).toMatchObject({
    share_target: {
      action: '/share',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    },
  });

  const account = await createAccount(context.request, 'Kerem');
  const session = await signIn(context, account);
  const created = await context.request.post('/api/collection/create', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { name: 'Mutfak', description: 'Sıcak içecekler için', isPublic: 'true' },
  });
  expect(created.ok()).toBe(true);

  await page.goto(sharePath);
  await expect(page).toHaveURL(/\/collections$/);
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('tab', { name: t('tr', 'products.addProduct.byUrl') }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel(t('tr', 'products.byUrl.url'))).toHaveValue(link);
  await dialog.getByLabel(t('tr', 'products.byUrl.collection')).selectOption({ label: 'Mutfak' });
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: t('tr', 'products.byUrl.submit') }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
  await page.goto(`/collection/${collectionId}`);
  await expect(
    page.getByRole('button', {
      name: t('tr', 'products.openDetails', { title: 'Çelik Termos 500 ml' }),
    }),
  ).toBeVisible();
});

test('a guest who shares a link signs in first and then gets the dialog', async ({
  page,
  context,
}) => {
  const account = await createAccount(context.request, 'Ece');
  await page.goto(sharePath);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(t('tr', 'auth.email'), { exact: true }).fill(account.email);
  await page.getByLabel(t('tr', 'auth.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('tr', 'auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page.getByRole('dialog').getByLabel(t('tr', 'products.byUrl.url'))).toHaveValue(
    link,
  );
});

test('a share without a link says so and offers the way home', async ({ page }) => {
  await page.goto('/share?title=Sadece%20bir%20not');
  await expect(page.getByText(t('tr', 'share.noLink'))).toBeVisible();
  await page.getByRole('link', { name: t('tr', 'share.home') }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/share?title=Sadece%20bir%20not');
  await expectNoAxeViolations(page);
});
