import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { browserLocale, languages, t } from '../support/i18n';

// Issue #32: a guest on a shared collection is offered a way to sign up, not only to log in: in
// the header and in the prompt a like opens, at every width.

for (const language of languages) {
  test(`a guest on a shared collection can sign up from the header and the like prompt (${language})`, async ({
    browser,
    context,
  }) => {
    test.setTimeout(90_000);
    const say = (key: string) => t(language, key);
    const session = await signIn(context, await createAccount(context.request, 'Sena'));
    const created = await context.request.post('/api/collection/create', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { name: 'Bahçe Rafı', isPublic: 'true' },
    });
    const collectionId = ((await created.json()) as { data: { id: string } }).data.id;

    const guest = await browser.newContext({
      locale: browserLocale[language],
      viewport: test.info().project.use.viewport,
    });
    const page = await guest.newPage();
    await page.goto(`/collection/${collectionId}`);
    const header = page.getByRole('banner');
    const signUp = header.getByRole('button', { name: say('userMenu.signUp') });
    await expect(header.getByRole('button', { name: say('userMenu.signIn') })).toBeVisible();
    await expect(signUp).toBeVisible();
    // In view, not pushed off a phone's screen.
    const box = await signUp.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, 'header');

    await signUp.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: say('auth.register.tab') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: say('collection.like') }).click();
    await expect(dialog.getByRole('heading', { name: say('loginPrompt.title') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: say('loginPrompt.login') })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: say('loginPrompt.signUp') }).click();
    await expect(dialog.getByRole('tab', { name: say('auth.register.tab') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await guest.close();
  });
}
