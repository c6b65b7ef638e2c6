import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import tr from '../../apps/extension/src/locales/tr.json' with { type: 'json' };
import { createAccount, signIn } from '../support/accounts';
import {
  extensionToken,
  launchWithExtension,
  tabIdOf,
  type ExtensionBrowser,
} from '../support/extension';
import { t } from '../support/i18n';
import { appPort, shopPort } from '../support/ports';

const app = `http://localhost:${appPort}`;
const jsOnlyPage = `http://127.0.0.1:${shopPort}/js-urun/akilli-saat`;
const realPage = `http://127.0.0.1:${shopPort}/real/amazon-co-uk-book.html`;
const realTitle = 'Vegetable Perfection: 100 delicious recipes for roots, bulbs, shoots and stems';

let browser: ExtensionBrowser;

test.afterEach(async () => {
  await browser?.close();
});

/** Opens the shop page in its own tab and the popup for that tab, as the toolbar button would. */
async function openPopupFor(url: string, ready: (page: Page) => Promise<void>): Promise<Page> {
  const shop = await browser.context.newPage();
  await shop.goto(url, { waitUntil: 'domcontentloaded' });
  await ready(shop);
  const tabId = await tabIdOf(browser.worker, url);
  const popup = await browser.context.newPage();
  await popup.goto(browser.pageUrl(`popup.html?tab=${tabId}`));
  return popup;
}

test('the extension pairs with the app, saves rendered and real shop pages, and signs out with it', async () => {
  browser = await launchWithExtension();
  const { context, worker } = browser;

  // The app offers the same build for download.
  const download = await context.request.get('/api/extension/download');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/zip');

  // Pairing: the options page points the extension at this Kolekt.
  const options = await context.newPage();
  await options.goto(browser.pageUrl('options.html'));
  await options.getByLabel(tr.options.address).fill(app);
  await options.getByRole('button', { name: tr.options.save }).click();
  await expect(options.getByRole('status')).toHaveText(tr.options.saved.replace('{{origin}}', app));
  expect(await extensionToken(worker)).toBeNull();

  // Signing in on the app hands the token over through the bridge.
  const account = await createAccount(context.request, 'Deniz');
  const session = await signIn(context, account);
  const kolekt = await context.newPage();
  await kolekt.goto('/collections');
  await expect
    .poll(() => extensionToken(worker), { timeout: 15_000 })
    .toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
  await expect(options.getByTestId('pairing-status')).toHaveText(`● ${tr.options.status.signedIn}`);

  // A page whose product exists only once its script ran.
  const jsPopup = await openPopupFor(jsOnlyPage, (shop) =>
    expect(shop.getByRole('heading', { name: 'Akıllı Saat Pro 46 mm' })).toBeVisible(),
  );
  await expect(jsPopup.getByTestId('connected')).toContainText(`localhost:${appPort}`);
  await expect(jsPopup.getByTestId('product-title')).toHaveText('Akıllı Saat Pro 46 mm');
  await expect(jsPopup.getByTestId('product-price')).toHaveText('2.499,00 TL');
  await expect(jsPopup.getByTestId('product-store')).toHaveText('127.0.0.1');
  await jsPopup.getByRole('button', { name: tr.popup.save, exact: true }).click();
  await expect(jsPopup.getByRole('heading', { name: tr.popup.saved.title })).toBeVisible();

  // A friend's list the user edits as a member (issue #14).
  const friendApi = await apiRequest.newContext({ baseURL: app });
  const friend = await createAccount(friendApi, 'Selin');
  const login = await friendApi.post('/api/auth/login', {
    data: { email: friend.email, password: friend.password },
  });
  const asFriend = {
    authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}`,
  };
  const list = await friendApi.post('/api/collection/create', {
    headers: asFriend,
    data: { name: 'Ev Listesi', isPublic: 'false' },
  });
  const listId = ((await list.json()) as { data: { id: string } }).data.id;
  const invite = await friendApi.post(`/api/collection/${listId}/invites`, {
    headers: asFriend,
    data: { userName: account.userName, role: 'editor' },
  });
  const accepted = await context.request.post('/api/invite/accept', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { inviteId: ((await invite.json()) as { data: { id: string } }).data.id },
  });
  expect(accepted.ok()).toBe(true);
  await friendApi.dispose();

  // A real shop's saved page, into the default collection and a new one made in the popup; the
  // friend's list is offered beside the user's own, saying whose it is.
  const realPopup = await openPopupFor(realPage, async () => undefined);
  await expect(realPopup.getByTestId('product-title')).toHaveText(realTitle);
  await expect(realPopup.getByRole('checkbox', { name: /^Ev Listesi/ })).not.toBeChecked();
  await expect(
    realPopup.getByText(tr.popup.sharedWith.replace('{{name}}', friend.name), { exact: true }),
  ).toBeVisible();
  await realPopup.getByRole('button', { name: tr.popup.newCollection }).click();
  await realPopup.getByLabel(tr.popup.newCollectionName).fill('Yemek Kitapları');
  await realPopup.getByRole('button', { name: tr.popup.create }).click();
  await expect(realPopup.getByRole('checkbox', { name: 'Yemek Kitapları' })).toBeChecked();
  await realPopup.getByRole('button', { name: tr.popup.save, exact: true }).click();
  await expect(realPopup.getByRole('heading', { name: tr.popup.saved.title })).toBeVisible();

  // Both are in the user's default collection in the app.
  const own = await context.request.get('/api/collection/nameByUser?name=&pageSize=50', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const collections = (await own.json()).data.items as { id: string; isImmutable: boolean }[];
  const defaultId = collections.find((collection) => collection.isImmutable)!.id;
  await kolekt.goto(`/collection/${defaultId}`);
  for (const title of ['Akıllı Saat Pro 46 mm', realTitle]) {
    await expect(
      kolekt.getByRole('button', { name: t('tr', 'products.openDetails', { title }) }),
    ).toBeVisible();
  }
  await kolekt.goto('/collections');
  await expect(kolekt.getByText('Yemek Kitapları').first()).toBeVisible();

  // Signing out on the app signs the extension out; the open popup says so at once.
  await kolekt.getByRole('button', { name: t('tr', 'userMenu.open') }).click();
  await kolekt.getByRole('menuitem', { name: t('tr', 'userMenu.logout') }).click();
  await expect(kolekt).toHaveURL(/\/welcome$/);
  await expect.poll(() => extensionToken(worker), { timeout: 15_000 }).toBeNull();
  await expect(realPopup.getByRole('heading', { name: tr.popup.signedOut.title })).toBeVisible();
  await expect(realPopup.getByRole('button', { name: tr.common.openKolekt })).toBeVisible();

  // A token past its expiry, with no Kolekt tab open to renew it, asks the user to open Kolekt.
  await kolekt.close();
  const claims = Buffer.from(JSON.stringify({ sub: session.userId, exp: 1 })).toString('base64url');
  await worker.evaluate(
    (expired) => chrome.storage.session.set({ kolektToken: expired }),
    `eyJhbGciOiJIUzI1NiJ9.${claims}.c2ln`,
  );
  await realPopup.reload();
  await expect(realPopup.getByRole('heading', { name: tr.popup.expired.title })).toBeVisible();
  await expect(realPopup.getByRole('button', { name: tr.common.openKolekt })).toBeVisible();
});
