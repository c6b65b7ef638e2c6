import { expect, test } from '@playwright/test';
import { newAccount, signUp } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { browserLocale, languages, t } from '../support/i18n';
import { codeIn, nextMail } from '../support/mailbox';

// Issue #32: codes have letters (TES9FX), so on a phone the code box must bring up the letter
// keyboard and take the code as a person types it there, in lower case.

for (const language of languages) {
  test.describe(`browser in ${language}`, () => {
    test.use({ locale: browserLocale[language] });

    test('a mailed code is typed on a phone in lower case and shown and taken in capitals', async ({
      page,
      context,
    }) => {
      test.skip(test.info().project.name !== 'phone', 'the phone keyboard is the point');
      test.setTimeout(90_000);
      const say = (key: string, values?: Record<string, string>) => t(language, key, values);
      const account = newAccount('Lale');
      await signUp(context.request, account, language);
      const mailed = codeIn(await nextMail(account.email));

      await page.goto('/verify-email');
      await page.getByLabel(say('auth.email'), { exact: true }).fill(account.email);
      await page.getByRole('button', { name: say('auth.verify.continue') }).click();

      const code = page.getByLabel(say('auth.verify.codeLabel'));
      await expect(code).toHaveAttribute('inputmode', 'text');
      await expect(code).toHaveAttribute('autocapitalize', 'characters');
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await code.tap();
      await code.pressSequentially(mailed.toLowerCase());
      await expect(code).toHaveValue(mailed);
      await expectNoAxeViolations(page, 'main');

      await page
        .getByLabel(say('auth.verify.passwordLabel'), { exact: true })
        .fill(account.password);
      await page.getByRole('button', { name: say('auth.verify.submit') }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { name: say('dashboard.welcome', { name: account.name }) }),
      ).toBeVisible();
    });
  });
}
