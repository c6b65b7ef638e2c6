import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { t, type Language } from './i18n';

/**
 * Fills the sign-up form (the /register page's, or the auth dialog's when `scope` is the dialog)
 * and sends it once the username shows as free.
 */
export async function submitSignUp(scope: Page | Locator, language: Language, account: Account) {
  const field = (key: string) => scope.getByLabel(t(language, key), { exact: true });
  await field('auth.name').fill(account.name);
  await field('auth.surname').fill(account.surname);
  await field('auth.userName.label').fill(account.userName);
  await field('auth.email').fill(account.email);
  await field('auth.password').fill(account.password);
  await field('auth.confirmPassword').fill(account.password);
  await expect(scope.getByText(t(language, 'auth.userName.available'))).toBeVisible();
  await scope.getByRole('button', { name: t(language, 'auth.register.submit') }).click();
}
