import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Account } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { t } from '../support/i18n';
import { mailHttpPort } from '../support/ports';

// Issue #11, the first hour of a new user: no dead end for an unverified account, a visible
// "Let's check" for a guest, and a guest visit without console errors. Turkish, as most users.

let counter = 0;

function newAccount(name: string): Account {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`.slice(-9);
  return {
    name,
    surname: 'Test',
    userName: `${name.toLowerCase().slice(0, 6)}_${id}`,
    email: `${name.toLowerCase()}-${id}@example.com`,
    password: 'Str0ng!pass',
  };
}

/** Registered through the api and never verified: the account a closed tab leaves behind. */
async function registerUnverified(request: APIRequestContext, name: string): Promise<Account> {
  const account = newAccount(name);
  const { email, password, userName, surname } = account;
  const registered = await request.post('/api/auth/register', {
    data: { name, surname, userName, email, password },
  });
  if (!registered.ok()) throw new Error(`register failed: ${await registered.text()}`);
  return account;
}

/** The code in the `count`-th mail to `to` (codes sent later replace earlier ones). */
async function codeOfMail(to: string, count: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${mailHttpPort}/mails?to=${encodeURIComponent(to)}`,
        );
        const mails = (await response.json()) as { text: string }[];
        code = mails[count - 1]?.text.match(/^\s*([A-Z0-9]{6})\s*$/m)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

async function enterCodeAndVerify(page: Page, code: string) {
  await page.getByLabel(t('tr', 'auth.verify.codeLabel')).fill(code);
  await page.getByRole('button', { name: t('tr', 'auth.verify.submit') }).click();
}

const dashboardHeading = (page: Page, account: Account) =>
  page.getByRole('heading', { name: t('tr', 'dashboard.welcome', { name: account.name }) });

/** "You can ask for a new code in N s", whatever N is now. */
const resendWait = (page: Page) =>
  page.getByText(
    new RegExp(`^${t('tr', 'auth.verify.resendIn', { seconds: '\\d+' }).replace('.', '\\.')}$`),
  );

test('a verify screen opened without the address asks for it, then the code and the password; resend says when the next may come', async ({
  page,
  context,
}) => {
  const account = await registerUnverified(context.request, 'Deniz');
  await codeOfMail(account.email, 1);

  // A refresh, a closed tab, a bookmark: no navigation state left.
  await page.goto('/verify-email');
  await page.reload();
  await expect(page.getByText(t('tr', 'auth.verify.askEmail'))).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await page.getByLabel(t('tr', 'auth.email'), { exact: true }).fill(account.email);
  await page.getByRole('button', { name: t('tr', 'auth.verify.continue') }).click();
  await expect(
    page.getByText(t('tr', 'auth.verify.enterCode', { email: account.email })),
  ).toBeVisible();

  await page.getByRole('button', { name: t('tr', 'auth.verify.resend') }).click();
  await expect(resendWait(page)).toBeVisible();
  await expect(page.getByRole('button', { name: t('tr', 'auth.verify.resend') })).toHaveCount(0);
  await expectNoAxeViolations(page, 'main');

  // No password came along: the sign-up's password goes with the code (decision 0055).
  await page.getByLabel(t('tr', 'auth.verify.codeLabel')).fill(await codeOfMail(account.email, 2));
  const submit = page.getByRole('button', { name: t('tr', 'auth.verify.submit') });
  await expect(submit).toBeDisabled();
  await page
    .getByLabel(t('tr', 'auth.verify.passwordLabel'), { exact: true })
    .fill(account.password);
  await expectNoAxeViolations(page, 'main');
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dashboardHeading(page, account)).toBeVisible();
});

test('login with an unverified account offers "verify now": a fresh code, then signed in', async ({
  page,
  context,
}) => {
  const account = await registerUnverified(context.request, 'Ece');
  await codeOfMail(account.email, 1);

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

  await enterCodeAndVerify(page, await codeOfMail(account.email, 2));
  await expect(page).toHaveURL(/\/$/);
  await expect(dashboardHeading(page, account)).toBeVisible();
});

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
  await dialog.getByLabel(t('tr', 'auth.name'), { exact: true }).fill(account.name);
  await dialog.getByLabel(t('tr', 'auth.surname'), { exact: true }).fill(account.surname);
  await dialog.getByLabel(t('tr', 'auth.userName.label'), { exact: true }).fill(account.userName);
  await dialog.getByLabel(t('tr', 'auth.email'), { exact: true }).fill(account.email);
  await dialog.getByLabel(t('tr', 'auth.password'), { exact: true }).fill(account.password);
  await dialog.getByLabel(t('tr', 'auth.confirmPassword'), { exact: true }).fill(account.password);
  await expect(dialog.getByText(t('tr', 'auth.userName.available'))).toBeVisible();
  await dialog.getByRole('button', { name: t('tr', 'auth.register.submit') }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  // A refresh on the way keeps the screen usable.
  await page.reload();
  await expect(page.getByLabel(t('tr', 'auth.verify.codeLabel'))).toBeVisible();
  await enterCodeAndVerify(page, await codeOfMail(account.email, 1));
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
