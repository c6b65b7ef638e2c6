import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp, type Account } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { browserLocale, languages, t, type Language } from '../support/i18n';
import { expectMail } from '../support/mail-wording';
import { codeIn, nextMail, readVerificationCode, wrongCode } from '../support/mailbox';
import { pasteCode } from '../support/paste-code';
import { submitSignUp } from '../support/sign-up-form';

// Issue #11, the first hour of a new user: no dead end for an unverified account, a visible
// "Let's check" for a guest, and a guest visit without console errors. Turkish, as most users;
// the verify screen reopened, whose texts and mails are its own, in English too.

async function enterCodeAndVerify(page: Page, code: string) {
  await page.getByLabel(t('tr', 'auth.verify.codeLabel')).fill(code);
  await page.getByRole('button', { name: t('tr', 'auth.verify.submit') }).click();
}

const dashboardHeading = (page: Page, account: Account, language: Language = 'tr') =>
  page.getByRole('heading', { name: t(language, 'dashboard.welcome', { name: account.name }) });

/** "You can ask for a new code in N s", whatever N is now. */
const resendWait = (page: Page, language: Language = 'tr') =>
  page.getByText(
    new RegExp(`^${t(language, 'auth.verify.resendIn', { seconds: '\\d+' }).replace('.', '\\.')}$`),
  );

for (const language of languages) {
  test.describe(`browser in ${language}`, () => {
    test.use({ locale: browserLocale[language] });

    test(
      "a verify screen opened without the address asks for it, then the code and the sign-up's password; wrong ones are refused; resend says when the next may come",
      {
        tag: '@desktop-only',
      },
      async ({ page, context }) => {
        const say = (key: string, values?: Record<string, string>) => t(language, key, values);
        const account = newAccount('Deniz');
        await signUp(context.request, account, language);
        const first = await nextMail(account.email);
        expectMail(first, 'verification', { name: account.name, language });

        // A refresh, a closed tab, a bookmark: no navigation state left.
        await page.goto('/verify-email');
        await page.reload();
        await expect(page.getByText(say('auth.verify.askEmail'))).toBeVisible();
        await expectNoAxeViolations(page, 'main');
        await page.getByLabel(say('auth.email'), { exact: true }).fill(account.email);
        await page.getByRole('button', { name: say('auth.verify.continue') }).click();
        await expect(
          page.getByText(say('auth.verify.enterCode', { email: account.email })),
        ).toBeVisible();

        // No password came along: the sign-up's password goes with the code (decision 0055).
        const code = page.getByLabel(say('auth.verify.codeLabel'));
        const password = page.getByLabel(say('auth.verify.passwordLabel'), { exact: true });
        const submit = page.getByRole('button', { name: say('auth.verify.submit') });
        await code.fill(wrongCode(codeIn(first)));
        await expect(submit).toBeDisabled();
        await expectNoAxeViolations(page, 'main');

        // Every refused code reads the same; another password than the sign-up's is refused too,
        // and spends the code. The right code is pasted over the refused one, as from the mail.
        await password.fill(account.password);
        await submit.click();
        await expect(page.getByRole('alert')).toContainText(say('serverMessages.codeRejected'));
        await pasteCode(code, codeIn(first));
        await password.fill('Wr0ng!pass');
        await submit.click();
        await expect(page.getByRole('alert')).toContainText(
          say('serverMessages.registrationPasswordMismatch'),
        );
        await expectNoAxeViolations(page, 'main');

        await page.getByRole('button', { name: say('auth.verify.resend') }).click();
        await expect(resendWait(page, language)).toBeVisible();
        await expect(page.getByRole('button', { name: say('auth.verify.resend') })).toHaveCount(0);
        const second = await nextMail(account.email);
        expectMail(second, 'verification', { name: account.name, language });

        await pasteCode(code, codeIn(second));
        await password.fill(account.password);
        await submit.click();
        await expect(page).toHaveURL(/\/$/);
        await expect(dashboardHeading(page, account, language)).toBeVisible();
      },
    );
  });
}

test(
  'login with an unverified account offers "verify now": a fresh code, then signed in',
  { tag: '@desktop-only' },
  async ({ page, context }) => {
    const account = newAccount('Ece');
    await signUp(context.request, account, 'tr');
    await nextMail(account.email);

    await page.goto('/login');
    await page.getByLabel(t('tr', 'auth.email'), { exact: true }).fill(account.email);
    await page.getByLabel(t('tr', 'auth.password'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: t('tr', 'auth.login.submit') }).click();
    await expect(page.getByRole('alert')).toContainText(t('tr', 'serverMessages.loginNotVerified'));
    await expectNoAxeViolations(page, 'main');

    await page.getByRole('button', { name: t('tr', 'auth.verify.verifyNow') }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(
      page.getByText(t('tr', 'auth.verify.instruction', { email: account.email })),
    ).toBeVisible();
    // The code just went out: the next one is a minute away, and the screen says so.
    await expect(resendWait(page)).toBeVisible();

    await enterCodeAndVerify(page, await readVerificationCode(account.email));
    await expect(page).toHaveURL(/\/$/);
    await expect(dashboardHeading(page, account)).toBeVisible();
  },
);

test('a guest\'s "Let\'s check" opens sign-up and, once verified, the dashboard', async ({
  page,
}) => {
  const account = newAccount('Mert');
  await page.goto('/welcome');
  await page.getByRole('link', { name: t('tr', 'landing.letsCheck') }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: t('tr', 'auth.register.tab') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await submitSignUp(dialog, 'tr', account);

  await expect(page).toHaveURL(/\/verify-email$/);
  // A refresh on the way keeps the screen usable.
  await page.reload();
  await expect(page.getByLabel(t('tr', 'auth.verify.codeLabel'))).toBeVisible();
  await enterCodeAndVerify(page, await readVerificationCode(account.email));
  await expect(page).toHaveURL(/\/$/);
  await expect(dashboardHeading(page, account)).toBeVisible();
});

test('a guest visit to /welcome logs no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const refresh = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/refresh-token'),
  );
  await page.goto('/welcome');
  // The start-up session check still runs; a guest's answer is no session, not a 401.
  expect((await refresh).status()).toBe(200);
  await expect(page.getByRole('link', { name: t('tr', 'landing.letsCheck') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
