import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { t } from '../support/i18n';
import { mailHttpPort } from '../support/ports';

const mailsTo = async (to: string) => {
  const response = await fetch(
    `http://127.0.0.1:${mailHttpPort}/mails?to=${encodeURIComponent(to)}`,
  );
  return (await response.json()) as { text: string }[];
};

/** The code of the first mail to `to` after the `seen` it already had (the verify mail came first). */
async function readNextCode(to: string, seen: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(to);
        code = mails[seen]?.text.match(/^\s*([A-Z0-9]{6})\s*$/m)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

test('forgot password in Turkish: the mailed code sets a new password, the old one stops working', async ({
  page,
  context,
}) => {
  const account = await createAccount(context.request, 'Defne');
  const seen = (await mailsTo(account.email)).length;
  const newPassword = 'Yen1!Sifre';

  await page.goto('/login');
  await page.getByRole('link', { name: t('tr', 'account.forgot.link') }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: t('tr', 'account.forgot.title') })).toBeVisible();
  await expectNoAxeViolations(page, 'main');

  await page.getByLabel(t('tr', 'auth.email'), { exact: true }).fill(account.email);
  await page.getByRole('button', { name: t('tr', 'account.forgot.send') }).click();
  await expect(
    page.getByText(t('tr', 'account.forgot.codeSent', { email: account.email })),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'main');

  const code = await readNextCode(account.email, seen);
  await page.getByLabel(t('tr', 'account.forgot.codeLabel')).fill(code);
  await page.getByLabel(t('tr', 'account.newPassword'), { exact: true }).fill(newPassword);
  await page.getByLabel(t('tr', 'account.confirmNewPassword'), { exact: true }).fill('Baska1!x');
  await page.getByRole('button', { name: t('tr', 'account.forgot.save') }).click();
  await expect(page.getByText(t('tr', 'validation.passwordsMustMatch'))).toBeVisible();
  await page.getByLabel(t('tr', 'account.confirmNewPassword'), { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: t('tr', 'account.forgot.save') }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(t('tr', 'account.forgot.done'))).toBeVisible();

  const oldLogin = await context.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(oldLogin.status()).toBe(401);

  await page.getByLabel(t('tr', 'auth.email'), { exact: true }).fill(account.email);
  await page.getByLabel(t('tr', 'auth.password'), { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: t('tr', 'auth.login.submit') }).click();
  await expect(
    page.getByRole('heading', { name: t('tr', 'dashboard.welcome', { name: account.name }) }),
  ).toBeVisible();
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('delete account in English: asks for the password, then signs out for good', async ({
    page,
    context,
  }) => {
    const account = await createAccount(context.request, 'Robin');
    await signIn(context, account);

    await page.goto('/');
    await page.getByRole('button', { name: t('en', 'userMenu.open') }).click();
    await page.getByRole('menuitem', { name: t('en', 'userMenu.accountSettings') }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(
      page.getByRole('heading', { name: t('en', 'account.settings.title') }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'main');

    await page.getByRole('button', { name: t('en', 'account.delete.open') }).click();
    const dialog = page.getByRole('alertdialog', { name: t('en', 'account.delete.dialogTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(t('en', 'account.delete.items.collections'))).toBeVisible();
    await expectNoAxeViolations(page, '[role="alertdialog"]');

    const password = dialog.getByLabel(t('en', 'account.delete.password'), { exact: true });
    const confirm = dialog.getByRole('button', { name: t('en', 'account.delete.confirm') });
    await confirm.click();
    await expect(dialog.getByText(t('en', 'validation.passwordRequired'))).toBeVisible();
    await password.fill('Wr0ng!pass');
    await confirm.click();
    await expect(dialog.getByText(t('en', 'serverMessages.passwordIncorrect'))).toBeVisible();

    await password.fill(account.password);
    await confirm.click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByText(t('en', 'account.delete.done'))).toBeVisible();

    // Gone for good: no sign-in, and the guarded pages send the visitor back to /welcome.
    const login = await context.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(login.ok()).toBe(false);
    await page.goto('/settings/account');
    await expect(page).toHaveURL(/\/welcome$/);
  });
});

test('privacy and terms open from the footer in Turkish and English', async ({ page }) => {
  await page.goto('/welcome');
  await page.getByRole('link', { name: t('tr', 'footer.privacy') }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gizlilik Politikası' })).toBeVisible();
  await expectNoAxeViolations(page, 'main');

  await page.getByRole('button', { name: t('tr', 'language.en') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('link', { name: t('en', 'footer.terms') }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expectNoAxeViolations(page, 'main');
});
