import { expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { browserLocale, languages, t } from '../support/i18n';
import { expectMail } from '../support/mail-wording';
import { codeIn, nextMail } from '../support/mailbox';
import { submitSignUp } from '../support/sign-up-form';

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

// The one account flow each language runs at phone width too.
for (const language of languages) {
  const other = language === 'tr' ? 'en' : 'tr';

  test.describe(`browser in ${language}`, () => {
    test.use({ locale: browserLocale[language] });

    test('signs up, verifies the mailed code, stays signed in, switches language and logs out; a sign-up with the address again tells its owner', async ({
      page,
    }) => {
      const account = newAccount('Zeynep');

      await page.goto('/register');
      await expect(
        page.getByRole('heading', { name: t(language, 'auth.register.title') }),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await submitSignUp(page, language, account);

      await expect(page).toHaveURL(/\/verify-email$/);
      await expect(
        page.getByText(t(language, 'auth.verify.instruction', { email: account.email })),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      const mail = await nextMail(account.email);
      expectMail(mail, 'verification', { name: account.name, language });
      await page.getByLabel(t(language, 'auth.verify.codeLabel')).fill(codeIn(mail));
      await page.getByRole('button', { name: t(language, 'auth.verify.submit') }).click();

      const welcome = page.getByRole('heading', {
        name: t(language, 'dashboard.welcome', { name: account.name }),
      });
      await expect(page).toHaveURL(/\/$/);
      await expect(welcome).toBeVisible();

      // The refresh cookie brings the session back after a reload.
      await page.reload();
      await expect(welcome).toBeVisible();

      // The other language, without a reload; the reader's choice outlives the session.
      await page.getByRole('button', { name: t(language, `language.${other}`) }).click();
      await expect(
        page.getByRole('heading', { name: t(other, 'dashboard.welcome', { name: account.name }) }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', other);

      await page.getByRole('button', { name: t(other, 'userMenu.open') }).click();
      await page.getByRole('menuitem', { name: t(other, 'userMenu.logout') }).click();
      await expect(page).toHaveURL(/\/welcome$/);

      // Signed out for good: the dashboard sends the guest back to the landing page.
      await page.goto('/');
      await expect(page).toHaveURL(/\/welcome$/);

      // Someone signs up with the address again, in the other language: answered as any sign-up,
      // while the owner is told, in her own language, instead of being sent a code (decision 0055).
      await page.goto('/register');
      await submitSignUp(page, other, { ...newAccount('Kerem'), email: account.email });
      await expect(page).toHaveURL(/\/verify-email$/);
      await expect(
        page.getByText(t(other, 'auth.verify.instruction', { email: account.email })),
      ).toBeVisible();
      expectMail(await nextMail(account.email), 'sign-up-attempt', {
        name: account.name,
        language,
      });
    });
  });
}
