import { expect, test } from '@playwright/test';
import tr from '../../apps/extension/src/locales/tr.json' with { type: 'json' };
import { createAccount, signIn } from '../support/accounts';
import { cutAfterCommit } from '../support/cut-after-commit';
import {
  extensionToken,
  launchWithExtension,
  tabIdOf,
  type ExtensionBrowser,
} from '../support/extension';
import { appPort, shopPort } from '../support/ports';

const app = `http://localhost:${appPort}`;
const shopPage = `http://127.0.0.1:${shopPort}/js-urun/akilli-saat`;

let browser: ExtensionBrowser;

test.afterEach(async () => {
  await browser?.close();
});

test('the popup makes a collection and saves a product once when their answers are lost after the api committed', async () => {
  browser = await launchWithExtension();
  const { context, worker } = browser;

  const options = await context.newPage();
  await options.goto(browser.pageUrl('options.html'));
  await options.getByLabel(tr.options.address).fill(app);
  await options.getByRole('button', { name: tr.options.save }).click();
  const session = await signIn(context, await createAccount(context.request, 'Kaan'));
  const kolekt = await context.newPage();
  await kolekt.goto('/collections');
  await expect.poll(() => extensionToken(worker), { timeout: 15_000 }).not.toBeNull();

  const shop = await context.newPage();
  await shop.goto(shopPage, { waitUntil: 'domcontentloaded' });
  await expect(shop.getByRole('heading', { name: 'Akıllı Saat Pro 46 mm' })).toBeVisible();
  const popup = await context.newPage();
  const createKeys = await cutAfterCommit(popup, '**/api/collection/create', 3);
  const captureKeys = await cutAfterCommit(popup, '**/api/product/capture', 1);
  await popup.goto(browser.pageUrl(`popup.html?tab=${await tabIdOf(worker, shopPage)}`));
  await expect(popup.getByTestId('product-title')).toHaveText('Akıllı Saat Pro 46 mm');

  // Every automatic try is answered and then cut: the popup says so, and the user presses again.
  await popup.getByRole('button', { name: tr.popup.newCollection }).click();
  await popup.getByLabel(tr.popup.newCollectionName).fill('Saatlerim');
  const create = popup.getByRole('button', { name: tr.popup.create });
  await create.click();
  await expect(popup.getByRole('alert')).toHaveText(tr.popup.errors.unreachable);
  await create.click();
  await expect(popup.getByRole('checkbox', { name: 'Saatlerim' })).toBeChecked();

  const own = await context.request.get('/api/collection/nameByUser?name=Saatlerim', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const named = ((await own.json()).data.items as { name: string }[]).filter(
    (collection) => collection.name === 'Saatlerim',
  );
  expect(named).toHaveLength(1);
  expect(createKeys).toHaveLength(4);
  expect(createKeys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(createKeys).size).toBe(1);

  // The save's first answer is cut: the extension sends it again by itself.
  await popup.getByRole('button', { name: tr.popup.save, exact: true }).click();
  await expect(popup.getByRole('heading', { name: tr.popup.saved.title })).toBeVisible();
  expect(captureKeys).toHaveLength(2);
  expect(captureKeys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(captureKeys[1]).toBe(captureKeys[0]);
});
