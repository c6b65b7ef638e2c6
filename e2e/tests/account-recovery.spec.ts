import { readFile } from 'node:fs/promises';
import type { AccountExport } from '@kolekt/shared/account';
import { notificationTexts } from '@kolekt/shared/notification-texts';
import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { browserLocale, languages, t } from '../support/i18n';
import { expectMail } from '../support/mail-wording';
import { codeIn, nextMail, wrongCode } from '../support/mailbox';
import { pasteCode } from '../support/paste-code';

for (const language of languages) {
  test.describe(`browser in ${language}`, () => {
    test.use({ locale: browserLocale[language] });
    const say = (key: string, values?: Record<string, string>) => t(language, key, values);

    test(
      'forgot password: the mailed code sets a new password, the old one stops working',
      {
        tag: '@desktop-only',
      },
      async ({ page, context }) => {
        const account = await createAccount(context.request, 'Defne', language);
        const newPassword = 'Yen1!Sifre';

        await page.goto('/login');
        await page.getByRole('link', { name: say('account.forgot.link') }).click();
        await expect(page).toHaveURL(/\/forgot-password$/);
        await expect(
          page.getByRole('heading', { name: say('account.forgot.title') }),
        ).toBeVisible();
        await expectNoAxeViolations(page, 'main');

        await page.getByLabel(say('auth.email'), { exact: true }).fill(account.email);
        await page.getByRole('button', { name: say('account.forgot.send') }).click();
        await expect(
          page.getByText(say('account.forgot.codeSent', { email: account.email })),
        ).toBeVisible();
        await expectNoAxeViolations(page, 'main');

        // The mail is in the language the account was made in.
        const mail = await nextMail(account.email);
        expectMail(mail, 'reset', { name: account.name, language });
        const code = page.getByLabel(say('account.forgot.codeLabel'));
        const password = page.getByLabel(say('account.newPassword'), { exact: true });
        const confirmation = page.getByLabel(say('account.confirmNewPassword'), { exact: true });
        const save = page.getByRole('button', { name: say('account.forgot.save') });
        await code.fill(wrongCode(codeIn(mail)));
        await password.fill(newPassword);
        await confirmation.fill(newPassword);
        await save.click();
        await expect(page.getByText(say('serverMessages.codeRejected'))).toBeVisible();

        await pasteCode(code, codeIn(mail));
        await confirmation.fill('Baska1!x');
        await save.click();
        await expect(page.getByText(say('validation.passwordsMustMatch'))).toBeVisible();
        await confirmation.fill(newPassword);
        await save.click();

        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByText(say('account.forgot.done'))).toBeVisible();

        const oldLogin = await context.request.post('/api/auth/login', {
          data: { email: account.email, password: account.password },
        });
        expect(oldLogin.status()).toBe(401);

        await page.getByLabel(say('auth.email'), { exact: true }).fill(account.email);
        await page.getByLabel(say('auth.password'), { exact: true }).fill(newPassword);
        await page.getByRole('button', { name: say('auth.login.submit') }).click();
        await expect(
          page.getByRole('heading', { name: say('dashboard.welcome', { name: account.name }) }),
        ).toBeVisible();
      },
    );

    test(
      'account settings: the data downloads as a JSON file; deleting asks for the password, then signs out for good',
      {
        tag: '@desktop-only',
      },
      async ({ browser, page, context }) => {
        const account = await createAccount(context.request, 'Robin', language);
        const session = await signIn(context, account);
        // A follower, so the file holds a notification, worded in the account's language.
        const readerContext = await browser.newContext();
        const reader = await createAccount(readerContext.request, 'Okur', language);
        const readerSession = await signIn(readerContext, reader);
        const followed = await readerContext.request.post('/api/user/follow', {
          headers: { authorization: `Bearer ${readerSession.token}` },
          data: { followerId: readerSession.userId, followingId: session.userId },
        });
        expect(followed.ok()).toBe(true);
        await readerContext.close();

        await page.goto('/');
        await page.getByRole('button', { name: say('userMenu.open') }).click();
        await page.getByRole('menuitem', { name: say('userMenu.accountSettings') }).click();
        await expect(page).toHaveURL(/\/settings\/account$/);
        await expect(
          page.getByRole('heading', { name: say('account.settings.title') }),
        ).toBeVisible();
        await expectNoAxeViolations(page, 'main');

        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: say('account.export.submit') }).click();
        const download = await downloading;
        await expect(page.getByText(say('account.export.done'))).toBeVisible();
        const file = JSON.parse(await readFile(await download.path(), 'utf8')) as AccountExport;
        expect(download.suggestedFilename()).toBe(
          `kolekt-export-${file.exportedAt.slice(0, 10)}.json`,
        );
        expect(file).toMatchObject({
          format: 'kolekt-export',
          profile: {
            id: session.userId,
            email: account.email,
            userName: account.userName,
            name: account.name,
            surname: account.surname,
            language,
            hasPassword: true,
            googleLinked: false,
          },
          followers: [{ userId: readerSession.userId, userName: reader.userName }],
        });
        expect(file.collections.map((collection) => collection.name)).toEqual([
          say('collections.defaultName'),
        ]);
        const follow = notificationTexts[language].follow;
        const readerNames = {
          actorName: reader.name,
          actorSurname: reader.surname,
          actorUserName: reader.userName,
        };
        expect(file.notifications).toMatchObject([
          { type: 'follow', title: follow.title, message: follow.message(readerNames) },
        ]);
        expect(JSON.stringify(file)).not.toContain('passwordHash');

        await page.getByRole('button', { name: say('account.delete.open') }).click();
        const dialog = page.getByRole('alertdialog', { name: say('account.delete.dialogTitle') });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(say('account.delete.items.collections'))).toBeVisible();
        await expectNoAxeViolations(page, '[role="alertdialog"]');

        const password = dialog.getByLabel(say('account.delete.password'), { exact: true });
        const confirm = dialog.getByRole('button', { name: say('account.delete.confirm') });
        await confirm.click();
        await expect(dialog.getByText(say('validation.passwordRequired'))).toBeVisible();
        await password.fill('Wr0ng!pass');
        await confirm.click();
        await expect(dialog.getByText(say('serverMessages.passwordIncorrect'))).toBeVisible();

        await password.fill(account.password);
        await confirm.click();
        await expect(page).toHaveURL(/\/welcome$/);
        await expect(page.getByText(say('account.delete.done'))).toBeVisible();

        // Gone for good: no sign-in, and the guarded pages send the visitor back to /welcome.
        const login = await context.request.post('/api/auth/login', {
          data: { email: account.email, password: account.password },
        });
        expect(login.ok()).toBe(false);
        await page.goto('/settings/account');
        await expect(page).toHaveURL(/\/welcome$/);
      },
    );
  });
}

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
