import { notificationTexts } from '@kolekt/shared/notification-texts';
import { expect, test, type Browser } from '@playwright/test';
import { createAccount, signIn, type Account } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { t } from '../support/i18n';
import { shopPort } from '../support/ports';

/**
 * Issue #14, collections kept together: the owner invites a friend by username, who accepts and
 * adds a product as an editor; an invite link lets a third person in as a viewer.
 */

type Language = 'tr' | 'en';
const termos = 'Çelik Termos 500 ml';

/** A signed-in person in a browser of their own, in the language under test. */
async function person(browser: Browser, language: Language, name: string) {
  const context = await browser.newContext({ locale: language === 'tr' ? 'tr-TR' : 'en-US' });
  const account: Account = await createAccount(context.request, name);
  const session = await signIn(context, account);
  return { account, context, session, page: await context.newPage() };
}

for (const language of ['tr', 'en'] as const) {
  test(`an owner invites by username and by link; an editor adds a product (${language})`, async ({
    browser,
  }, testInfo) => {
    // Three people sign up by mail and each takes a few screens: longer than one person's walk.
    test.setTimeout(150_000);
    const say = (key: string, values?: Record<string, string>) => t(language, key, values);
    const listName = language === 'tr' ? 'Ev Eşyaları' : 'Home Things';

    const owner = await person(browser, language, 'Selin');
    const created = await owner.context.request.post('/api/collection/create', {
      headers: { authorization: `Bearer ${owner.session.token}` },
      data: { name: listName, isPublic: 'false' },
    });
    const collectionId = ((await created.json()) as { data: { id: string } }).data.id;

    // The owner invites a friend by username, as an editor (the form's first choice).
    const editor = await person(browser, language, 'Emre');
    await owner.page.goto(`/collection/${collectionId}`);
    await expect(owner.page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
    await owner.page.getByRole('button', { name: say('members.open') }).click();
    const dialog = owner.page.getByRole('dialog');
    // Its first letters are enough: the field suggests the person (issue #32).
    const userNameField = dialog.getByRole('combobox', { name: say('members.invite.userName') });
    await userNameField.fill(`@${editor.account.userName.slice(0, 8)}`);
    const suggestions = dialog.getByRole('listbox', { name: say('members.invite.suggestions') });
    await suggestions
      .getByRole('option', { name: new RegExp(`@${editor.account.userName}`) })
      .click();
    await expect(userNameField).toHaveValue(editor.account.userName);
    await dialog.getByRole('button', { name: say('members.invite.submit'), exact: true }).click();
    await expect(owner.page.getByText(say('serverMessages.memberInvited'))).toBeVisible();
    const waiting = dialog.getByRole('region', { name: say('members.pending.title') });
    await expect(waiting).toContainText(`@${editor.account.userName}`);

    // The friend finds the invitation on the dashboard and accepts it.
    await editor.page.goto('/');
    const invitations = editor.page.getByRole('region', { name: say('members.invitations.title') });
    await expect(invitations).toContainText(listName);
    await invitations.getByRole('button', { name: say('members.answer.accept') }).click();
    await expect(editor.page).toHaveURL(new RegExp(`/collection/${collectionId}$`));
    await expect(editor.page.getByRole('heading', { level: 1, name: listName })).toBeVisible();

    // As an editor the friend adds a product by its link, into this shared collection.
    await editor.page
      .getByRole('button', { name: say('collections.addProduct') })
      .first()
      .click();
    const addDialog = editor.page.getByRole('dialog');
    await expect(addDialog.getByLabel(say('products.byUrl.collection'))).toHaveValue(collectionId);
    await addDialog
      .getByLabel(say('products.byUrl.url'))
      .fill(`http://127.0.0.1:${shopPort}/urun/celik-termos`);
    await addDialog.getByRole('button', { name: say('products.byUrl.submit') }).click();
    await expect(addDialog).toBeHidden({ timeout: 30_000 });
    await expect(
      editor.page.getByRole('button', { name: say('products.openDetails', { title: termos }) }),
    ).toBeVisible();
    await expect(editor.page.getByRole('button', { name: say('products.delete') })).toBeVisible();
    await editor.page.screenshot({
      path: testInfo.outputPath(`editor-${language}.png`),
      fullPage: true,
    });
    // The editor's page as it opens, without the "added" toast (axe reads a fading toast's
    // colours half-transparent).
    await editor.page.reload();
    await expect(
      editor.page.getByRole('button', { name: say('collections.addProduct') }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(editor.page);

    // From any product card, the shared collection is offered beside the editor's own, saying
    // whose it is.
    await editor.page.getByRole('button', { name: say('products.addToCollections') }).click();
    const picker = editor.page.getByRole('dialog');
    await expect(
      picker.getByRole('button', {
        name: `${listName} ${say('products.addTo.sharedWith', { name: owner.account.name })}`,
      }),
    ).toBeVisible();
    // Axe reads colours mid-fade as they are: the dialog has finished opening first.
    await picker.evaluate((dialog) =>
      Promise.all(
        (dialog as unknown as { getAnimations(): { finished: Promise<unknown> }[] })
          .getAnimations()
          .map((animation) => animation.finished),
      ),
    );
    await editor.page.screenshot({ path: testInfo.outputPath(`picker-${language}.png`) });
    await expectNoAxeViolations(editor.page);
    await editor.page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    // The owner is told, and the friend is now listed as an editor.
    await owner.page.reload();
    await owner.page.getByRole('button', { name: say('notifications.open') }).click();
    await expect(
      owner.page.getByText(notificationTexts[language].member_added.title, { exact: true }),
    ).toBeVisible();
    await owner.page.keyboard.press('Escape');
    await owner.page.getByRole('button', { name: say('members.open') }).click();
    await expect(
      owner.page.getByRole('combobox', {
        name: say('members.roleOf', { name: `${editor.account.name} ${editor.account.surname}` }),
      }),
    ).toHaveValue('editor');

    // An invite link for a viewer, opened by a third person.
    await owner.page
      .getByRole('dialog')
      .getByRole('button', { name: say('members.link.create') })
      .click();
    const linkField = owner.page.getByLabel(
      say('members.link.label', { role: say('members.roles.viewer') }),
    );
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    await owner.page.screenshot({
      path: testInfo.outputPath(`owner-members-${language}.png`),
      fullPage: true,
    });
    await expectNoAxeViolations(owner.page);

    const viewer = await person(browser, language, 'Deniz');
    await viewer.page.goto(link);
    await expect(viewer.page.getByRole('heading', { level: 1 })).toHaveText(
      say('members.invitePage.title'),
    );
    await expect(viewer.page.getByText(listName)).toBeVisible();
    await expectNoAxeViolations(viewer.page);
    await viewer.page.getByRole('button', { name: say('members.invitePage.accept') }).click();
    await expect(viewer.page).toHaveURL(new RegExp(`/collection/${collectionId}$`));
    await expect(viewer.page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
    // A viewer sees the private collection, but neither adds nor removes.
    await expect(
      viewer.page.getByRole('button', { name: say('products.openDetails', { title: termos }) }),
    ).toBeVisible();
    await expect(
      viewer.page.getByRole('button', { name: say('collections.addProduct') }),
    ).toHaveCount(0);
    await expect(viewer.page.getByRole('button', { name: say('products.delete') })).toHaveCount(0);

    // A guest opening a withdrawn-or-unknown link is told it no longer works.
    const guest = await browser.newContext({ locale: language === 'tr' ? 'tr-TR' : 'en-US' });
    const guestPage = await guest.newPage();
    await guestPage.goto(`/invite/${'x'.repeat(43)}`);
    await expect(guestPage.getByText(say('serverMessages.inviteNotFound'))).toBeVisible();
    await expectNoAxeViolations(guestPage);

    for (const context of [owner.context, editor.context, viewer.context, guest]) {
      await context.close();
    }
  });
}

/**
 * Issue #30: the owner sees every member. More people joined through a link than one page of the
 * list holds; on a phone, in either language, the owner loads the rest from the keyboard.
 */
test('the owner loads every member of a long list, at phone width in both languages', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await person(browser, 'tr', 'Aylin');
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const created = await owner.context.request.post('/api/collection/create', {
    headers: bearer(owner.session.token),
    data: { name: 'Düğün Listesi', isPublic: 'false' },
  });
  const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
  const link = await owner.context.request.post(`/api/collection/${collectionId}/inviteLinks`, {
    headers: bearer(owner.session.token),
    data: { role: 'viewer', days: 1 },
  });
  const { token } = ((await link.json()) as { data: { token: string } }).data;
  const firstPage = await owner.context.request.get(`/api/collection/${collectionId}/members`, {
    headers: bearer(owner.session.token),
  });
  const { pageSize } = ((await firstPage.json()) as { data: { pageSize: number } }).data;

  // One page and two more people join through the link, each from a session of their own.
  const crowd = await browser.newContext();
  const joined = pageSize + 2;
  for (let i = 0; i < joined; i++) {
    const guest = await createAccount(crowd.request, `Misafir${i}`);
    const login = await crowd.request.post('/api/auth/login', {
      data: { email: guest.email, password: guest.password },
    });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const accepted = await crowd.request.post('/api/invite/accept', {
      headers: bearer(accessToken),
      data: { token },
    });
    expect(accepted.ok()).toBe(true);
  }
  await crowd.close();

  for (const language of ['tr', 'en'] as const) {
    const say = (key: string) => t(language, key);
    const context = await browser.newContext({
      locale: language === 'tr' ? 'tr-TR' : 'en-US',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    await signIn(context, owner.account);
    const page = await context.newPage();
    await page.goto(`/collection/${collectionId}`);
    await page.getByRole('button', { name: say('members.open') }).click();
    const dialog = page.getByRole('dialog');
    const list = dialog.getByRole('list', { name: new RegExp(`^${joined + 1} `) });
    await expect(list.getByRole('listitem')).toHaveCount(1 + pageSize);

    const more = dialog.getByRole('button', { name: say('members.loadMore') });
    await more.focus();
    await page.screenshot({ path: testInfo.outputPath(`member-list-more-${language}.png`) });
    await page.keyboard.press('Enter');
    await expect(list.getByRole('listitem')).toHaveCount(1 + joined);
    await expect(more).toHaveCount(0);
    await expect(list.getByText(`Misafir${joined - 1} Test`)).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`member-list-all-${language}.png`),
    });
    await expectNoAxeViolations(page);
    await context.close();
  }
  await owner.context.close();
});
