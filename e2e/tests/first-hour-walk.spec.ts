import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { browserLocale, languages, t, type Language } from '../support/i18n';
import { readVerificationCode } from '../support/mailbox';
import { shopPort } from '../support/ports';
import { submitSignUp } from '../support/sign-up-form';

/**
 * Issue #32, the first hour as one walk on a phone, in each language: sign up, type the mailed
 * code, make a collection, add a product by its link, watch its price, and see its first price
 * on the chart with when the next check comes.
 */

const shop = `http://127.0.0.1:${shopPort}`;

/** On a phone the sidebar is an overlay that has to be opened first. */
async function openSidebar(page: Page, language: Language) {
  const toggle = page.getByRole('button', { name: t(language, 'collections.sidebar.toggle') });
  const create = page.getByRole('button', { name: t(language, 'collections.sidebar.create') });
  if (!(await create.first().isVisible())) await toggle.first().click();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text of the app with its placeholders standing for anything (`@` marks them). */
const pattern = (language: Language, key: string, names: string[]) =>
  escape(t(language, key, Object.fromEntries(names.map((name) => [name, '@'])))).replaceAll(
    '@',
    '.+',
  );

/** Any of the ways the chart says when the next check comes ("in about 5 minutes", …). */
function nextCheckText(language: Language): RegExp {
  const keys = ['soon', 'minutes_one', 'minutes_other', 'hours_one', 'hours_other'];
  return new RegExp(
    `^(${keys.map((key) => pattern(language, `prices.nextCheck.${key}`, ['count'])).join('|')})$`,
  );
}

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: browserLocale[language] });

    test('sign up, type the code, make a collection, add by link, watch, see the first price and the next check', async ({
      page,
      context,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'the first hour is walked on a phone');
      // Six screens in one walk: more than one screen's minute.
      test.setTimeout(180_000);
      const say = (key: string, values?: Record<string, string>) => t(language, key, values);
      // A product of this walk's own, so its history starts with this walk's save.
      const slug = `ilk-saat-${language}`;
      const name = language === 'tr' ? 'İlk Saat Kupası' : 'First Hour Mug';
      const shown = language === 'tr' ? '400,00 TL' : '400.00 TL';
      const stocked = await context.request.put(`${shop}/control/product/${slug}`, {
        data: { name, price: '400.00' },
      });
      expect(stocked.ok()).toBe(true);

      // Sign up, then type the mailed code (letters and digits) into the code box.
      const account = newAccount('Walk');
      await page.goto('/register');
      await submitSignUp(page, language, account);
      await expect(page).toHaveURL(/\/verify-email$/);
      const code = await readVerificationCode(account.email);
      await page.getByLabel(say('auth.verify.codeLabel')).fill(code);
      await expect(page.getByLabel(say('auth.verify.codeLabel'))).toHaveValue(code);
      await page.getByRole('button', { name: say('auth.verify.submit') }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { name: say('dashboard.welcome', { name: account.name }) }),
        // The first signed-in screen loads the app's signed-in parts.
      ).toBeVisible({ timeout: 30_000 });

      // A collection of one's own.
      const collection = language === 'tr' ? 'Mutfak' : 'Kitchen';
      await page.goto('/collections');
      await openSidebar(page, language);
      await page
        .getByRole('button', { name: say('collections.sidebar.create') })
        .first()
        .click();
      const createDialog = page.getByRole('dialog');
      await createDialog.getByLabel(say('collections.form.name')).fill(collection);
      await createDialog.getByRole('button', { name: say('collections.form.create') }).click();
      await expect(page.getByRole('heading', { name: collection })).toBeVisible();

      // The product by its link.
      await openSidebar(page, language);
      await page
        .getByRole('button', { name: say('collections.addProduct') })
        .first()
        .click();
      const addDialog = page.getByRole('dialog');
      await addDialog.getByLabel(say('products.byUrl.url')).fill(`${shop}/urun/${slug}`);
      await addDialog
        .getByLabel(say('products.byUrl.collection'))
        .selectOption({ label: collection });
      await addDialog.getByRole('button', { name: say('products.byUrl.submit') }).click();
      await expect(addDialog).toBeHidden({ timeout: 20_000 });

      // Its price watched.
      await page
        .getByRole('button', { name: say('products.openDetails', { title: name }) })
        .click();
      const detail = page.getByRole('dialog');
      await detail.getByRole('button', { name: say('prices.watch.start') }).click();
      await expect(detail.getByText(say('prices.watch.saved'))).toBeVisible();

      // The price read at the save is on the chart from the first minute: the first reading on
      // its own, or the line once a re-check joined it (the e2e period is 3 s); the table says it.
      const figure = detail.getByRole('figure');
      const firstReading = figure.getByText(
        new RegExp(`^${pattern(language, 'prices.chart.firstReading', ['price', 'date'])}$`),
      );
      await expect(firstReading.or(figure.locator('.uplot canvas'))).toBeVisible();
      await expect(detail.getByText(nextCheckText(language))).toBeVisible();
      await expect(detail.getByText(say('prices.section.noReadings'))).toBeHidden();
      await page.screenshot({ path: testInfo.outputPath(`first-price-${language}.png`) });
      await expectNoAxeViolations(page, '[role="dialog"]');

      await figure.getByRole('button', { name: say('prices.chart.showTable') }).click();
      await expect(figure.getByRole('table').getByText(shown).first()).toBeVisible();
    });
  });
}
