import { expect, test } from '@playwright/test';
import { t } from '../support/i18n';
import { readVerificationCode } from '../support/mailbox';

test('a guest opening / lands on /welcome', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: t('tr', 'landing.headline') })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(t('tr', 'notFound.message'))).toBeVisible();
  await page.getByRole('link', { name: t('tr', 'notFound.goHome') }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('signs up, verifies the mailed code, stays signed in, switches language and logs out', async ({
  page,
}, testInfo) => {
  const id = `${testInfo.project.name}${Date.now().toString(36)}`.slice(-12);
  const email = `e2e-${id}@example.com`;
  const name = 'Zeynep';

  await page.goto('/register');
  await page.getByLabel(t('tr', 'auth.name'), { exact: true }).fill(name);
  await page.getByLabel(t('tr', 'auth.surname'), { exact: true }).fill('Arslan');
  await page.getByLabel(t('tr', 'auth.userName.label'), { exact: true }).fill(`u_${id}`);
  await expect(page.getByText(t('tr', 'auth.userName.available'))).toBeVisible();
  await page.getByLabel(t('tr', 'auth.email'), { exact: true }).fill(email);
  await page.getByLabel(t('tr', 'auth.password'), { exact: true }).fill('Str0ng!pass');
  await page.getByLabel(t('tr', 'auth.confirmPassword'), { exact: true }).fill('Str0ng!pass');
  await page.getByRole('button', { name: t('tr', 'auth.register.submit') }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(email)).toBeVisible();
  const code = await readVerificationCode(email);
  await page.getByLabel(t('tr', 'auth.verify.codeLabel')).fill(code);
  await page.getByRole('button', { name: t('tr', 'auth.verify.submit') }).click();

  const welcomeTr = page.getByRole('heading', { name: t('tr', 'dashboard.welcome', { name }) });
  await expect(page).toHaveURL(/\/$/);
  await expect(welcomeTr).toBeVisible();

  // The refresh cookie brings the session back after a reload.
  await page.reload();
  await expect(welcomeTr).toBeVisible();

  await page.getByRole('button', { name: t('tr', 'language.en') }).click();
  await expect(
    page.getByRole('heading', { name: t('en', 'dashboard.welcome', { name }) }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: t('en', 'language.tr') }).click();
  await expect(welcomeTr).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  await page.getByRole('button', { name: t('tr', 'userMenu.open') }).click();
  await page.getByRole('menuitem', { name: t('tr', 'userMenu.logout') }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  // Signed out for good: the dashboard sends the guest back to the landing page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
});
