import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { t } from '../support/i18n';
import { shopPort } from '../support/ports';

/**
 * Issue #14, gift lists: the owner makes a public collection a gift list; a friend claims a
 * product, a second friend sees it taken and cannot claim it, and the owner never sees a claim.
 */

type Language = 'tr' | 'en';
const shop = `http://127.0.0.1:${shopPort}`;
const termos = 'Çelik Termos 500 ml';
// Not the wallet: the search spec saves it from a shop search and checks which store it is of.
const tahta = 'Bambu Kesme Tahtası';

/** A signed-in person in a browser of their own, in the language under test. */
async function person(browser: Browser, language: Language, name: string) {
  const context = await browser.newContext({ locale: language === 'tr' ? 'tr-TR' : 'en-US' });
  const session = await signIn(context, await createAccount(context.request, name));
  return { context, session, page: await context.newPage() };
}

/** Picks a collection in the workspace's sidebar, opening the sidebar first when it is shut. */
async function selectCollection(page: Page, language: Language, name: string) {
  const item = page.getByRole('button', { name: new RegExp(`^${name}`) });
  const toggle = page.getByRole('button', { name: t(language, 'collections.sidebar.toggle') });
  // The workspace shows its first collection once the list has arrived.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (!(await item.isVisible())) await toggle.first().click();
  await item.click();
}

for (const language of ['tr', 'en'] as const) {
  test(`a gift list keeps its claims from the owner and stops a gift being bought twice (${language})`, async ({
    browser,
  }, testInfo) => {
    // Three people's browsers in one story: about 32 s on a quiet machine, past 60 s on a busy one.
    test.setTimeout(120_000);
    const say = (key: string, values?: Record<string, string>) => t(language, key, values);
    const listName = language === 'tr' ? 'Doğum Günüm' : 'My Birthday';

    const owner = await person(browser, language, 'Selin');
    const asOwner = { authorization: `Bearer ${owner.session.token}` };
    const created = await owner.context.request.post('/api/collection/create', {
      headers: asOwner,
      data: { name: listName, isPublic: 'true' },
    });
    const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
    for (const slug of ['celik-termos', 'bambu-tahta']) {
      const added = await owner.context.request.post('/api/product/scrape/collection', {
        headers: asOwner,
        data: { url: `${shop}/urun/${slug}`, collectionId },
      });
      expect(added.ok()).toBe(true);
    }

    // The owner turns the gift list on in the edit dialog, which says claims stay hidden.
    await owner.page.goto('/collections');
    await selectCollection(owner.page, language, listName);
    await expect(owner.page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
    await owner.page.getByRole('button', { name: say('collections.actions.edit') }).click();
    const dialog = owner.page.getByRole('dialog');
    const giftSwitch = dialog.getByRole('switch', { name: say('gifts.form.label') });
    await expect(giftSwitch).toHaveAccessibleDescription(say('gifts.form.hint'));
    await giftSwitch.click();
    await expect(giftSwitch).toBeChecked();
    await dialog.getByRole('button', { name: say('collections.form.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(owner.page.getByText(say('gifts.badge'), { exact: true })).toBeVisible();

    // A friend claims the thermos.
    const friend = await person(browser, language, 'Emre');
    await friend.page.goto(`/collection/${collectionId}`);
    await expect(friend.page.getByText(say('gifts.notice.visitor'))).toBeVisible();
    await friend.page
      .getByRole('button', { name: say('gifts.actions.claimLabel', { title: termos }) })
      .click();
    await expect(friend.page.getByText(say('gifts.status.claimedByMe'))).toBeVisible();
    await expect(
      friend.page.getByRole('button', {
        name: say('gifts.actions.markBoughtLabel', { title: termos }),
      }),
    ).toBeFocused();
    await friend.page.screenshot({
      path: testInfo.outputPath(`claimed-${language}.png`),
      fullPage: true,
    });
    await expectNoAxeViolations(friend.page);

    // A second friend sees it taken, with nothing to press, and the api refuses a second claim.
    const other = await person(browser, language, 'Deniz');
    await other.page.goto(`/collection/${collectionId}`);
    await expect(
      other.page.getByRole('button', { name: say('gifts.actions.claimLabel', { title: tahta }) }),
    ).toBeVisible();
    await expect(other.page.getByText(say('gifts.status.claimedByOther'))).toBeVisible();
    await expect(
      other.page.getByRole('button', { name: say('gifts.actions.claimLabel', { title: termos }) }),
    ).toHaveCount(0);
    const products = await other.context.request.get(
      `/api/product/collection/${collectionId}?pageIndex=1&pageSize=10`,
    );
    const termosId = (
      (await products.json()) as { data: { items: { id: string; title: string }[] } }
    ).data.items.find((product) => product.title === termos)!.id;
    const second = await other.context.request.post(`/api/collection/${collectionId}/gifts/claim`, {
      headers: { authorization: `Bearer ${other.session.token}` },
      data: { productId: termosId },
    });
    expect(second.status()).toBe(409);

    // The friend marks it bought; the second friend reads "Bought" after a reload.
    await friend.page
      .getByRole('button', { name: say('gifts.actions.markBoughtLabel', { title: termos }) })
      .click();
    await expect(friend.page.getByText(say('gifts.status.boughtByMe'))).toBeVisible();
    await other.page.reload();
    await expect(
      other.page.getByText(say('gifts.status.boughtByOther'), { exact: true }),
    ).toBeVisible();

    // The owner sees the gift list, never a claim, and never asks for them.
    const giftRequests: string[] = [];
    owner.page.on('request', (request) => {
      if (request.url().includes('/gifts')) giftRequests.push(request.url());
    });
    await owner.page.goto(`/collection/${collectionId}`);
    await expect(owner.page.getByText(say('gifts.notice.manager'))).toBeVisible();
    await expect(
      owner.page.getByRole('button', { name: say('products.openDetails', { title: termos }) }),
    ).toBeVisible();
    for (const key of ['claimedByOther', 'boughtByOther', 'claimedByMe', 'boughtByMe']) {
      await expect(owner.page.getByText(say(`gifts.status.${key}`), { exact: true })).toHaveCount(
        0,
      );
    }
    await expect(owner.page.getByRole('button', { name: say('gifts.actions.claim') })).toHaveCount(
      0,
    );
    expect(giftRequests).toEqual([]);
    await owner.page.screenshot({
      path: testInfo.outputPath(`owner-${language}.png`),
      fullPage: true,
    });
    await expectNoAxeViolations(owner.page);

    for (const { context } of [owner, friend, other]) await context.close();
  });
}
