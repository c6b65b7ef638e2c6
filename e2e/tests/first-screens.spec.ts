import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { t } from '../support/i18n';

type Language = 'tr' | 'en';

/**
 * Issue #13, decision 0040: the landing page and a public collection arrive drawn by the api; the
 * app adopts that HTML rather than drawing it again, and a tap made before the app has started
 * still counts.
 */

/** What the page's script sees (this project type-checks without the DOM library). */
interface Page {
  drawnHeading?: { isConnected: boolean };
  document: {
    addEventListener(type: string, listener: () => void): void;
    querySelector(selector: string): { isConnected: boolean } | null;
  };
}

for (const [language, locale] of [
  ['tr', 'tr-TR'],
  ['en', 'en-US'],
] as [Language, string][]) {
  test(`a shared collection arrives drawn and the app adopts it (${language})`, async ({
    browser,
    context,
  }) => {
    const session = await signIn(context, await createAccount(context.request, 'Selin'));
    const created = await context.request.post('/api/collection/create', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { name: 'Çay Saati', description: 'Demlikler ve bardaklar', isPublic: 'true' },
    });
    const collectionId = ((await created.json()) as { data: { id: string } }).data.id;

    const guest = await browser.newContext({ locale });
    const served = await guest.request.get(`/collection/${collectionId}`, {
      headers: { accept: 'text/html', 'accept-language': locale },
    });
    const html = await served.text();
    expect(html).toMatch(/<div id="root"><.*<h1[^>]*>Çay Saati<\/h1>/s);
    expect(html).toContain(`<html lang="${language}"`);

    const page = await guest.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      const window = globalThis as unknown as Page;
      window.document.addEventListener('DOMContentLoaded', () => {
        window.drawnHeading = window.document.querySelector('#root h1') ?? undefined;
      });
    });
    // As soon as the drawn page is there, before the app has started: the tap is held, then
    // replayed, so a guest's like still asks them to sign in.
    await page.goto(`/collection/${collectionId}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: t(language, 'collection.like') }).click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: t(language, 'loginPrompt.title') }),
    ).toBeVisible();

    // The heading drawn by the api is the one on screen: adopted, not drawn again.
    expect(
      await page.evaluate(() => (globalThis as unknown as Page).drawnHeading?.isConnected),
    ).toBe(true);
    expect(errors).toEqual([]);
    await guest.close();
  });
}

test('the landing page arrives drawn in the language of the browser, and a signed-in browser draws its own pages', async ({
  browser,
  context,
}) => {
  const guest = await browser.newContext({ locale: 'en-US' });
  const landing = await guest.request.get('/welcome', {
    headers: { accept: 'text/html', 'accept-language': 'en-US' },
  });
  expect(await landing.text()).toContain(`>${t('en', 'landing.headline')}</h1>`);
  await guest.close();

  // Once signed in, the app marks the browser so its pages are its own (no guest's page first).
  const session = await signIn(context, await createAccount(context.request, 'Kaan'));
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: t('tr', 'notifications.open') })).toBeVisible();
  const created = await context.request.post('/api/collection/create', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { name: 'Kitaplık', isPublic: 'true' },
  });
  const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
  const own = await context.request.get(`/collection/${collectionId}`, {
    headers: { accept: 'text/html' },
  });
  expect(await own.text()).toContain('<div id="root"></div>');
});
