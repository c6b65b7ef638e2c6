import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { browserLocale, languages, t } from '../support/i18n';

/** Issue #32: the collection picked on /collections is in the address; reload and Back keep it. */
for (const language of languages) {
  test(`the selected collection survives a reload and Back (${language}) @desktop-only`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: browserLocale[language] });
    const session = await signIn(context, await createAccount(context.request, 'Ece', language));
    const names = language === 'tr' ? ['Bahçe', 'Kamp'] : ['Garden', 'Camping'];
    for (const name of names) {
      await context.request.post('/api/collection/create', {
        headers: { authorization: `Bearer ${session.token}` },
        data: { name },
      });
    }
    const page = await context.newPage();
    await page.goto('/collections');
    const heading = page.getByRole('heading', { level: 1 });
    // A first visit builds the list and the collection; a busy machine takes a while.
    await expect(heading).toBeVisible({ timeout: 30_000 });
    const first = await heading.textContent();

    const sidebar = page.getByRole('complementary', {
      name: t(language, 'collections.sidebar.label'),
    });
    await sidebar.getByRole('button', { name: new RegExp(`^${names[0]}`) }).click();
    await expect(heading).toHaveText(names[0]!);
    await expect(page).toHaveURL(/\/collections\?collection=[\w-]+$/);
    const link = page.url();

    await page.reload();
    await expect(heading).toHaveText(names[0]!, { timeout: 30_000 });
    await page.goBack();
    await expect(heading).toHaveText(first!);

    // The address shared: a fresh tab opens on the same collection.
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(names[0]!, {
      timeout: 30_000,
    });
    await context.close();
  });
}
