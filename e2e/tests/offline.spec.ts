import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { browserLocale, languages, t, type Language } from '../support/i18n';

/**
 * Issue #32: offline, the app says so, keeps what it showed, fails at once with a retry instead
 * of spinning, never turns a missing answer into "not found" or "signed out", and loads again
 * when the connection returns.
 */

async function createCollection(context: BrowserContext, token: string, name: string) {
  const created = await context.request.post('/api/collection/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, isPublic: 'true' },
  });
  if (!created.ok()) throw new Error(`create failed: ${await created.text()}`);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

/** What the page's own script sees of its service worker. */
interface Workers {
  navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
}

/** The service worker serves the app's files offline once it controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await (globalThis as unknown as Workers).navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean((globalThis as unknown as Workers).navigator.serviceWorker.controller),
      ),
    )
    .toBe(true);
}

/** The banner is in the window and drawn on top: the fixed header once covered it whole. */
async function expectBannerInSight(banner: Locator) {
  await expect(banner).toBeInViewport({ ratio: 1 });
  const box = (await banner.boundingBox())!;
  const onTop = await banner.evaluate(
    (node, { x, y }) => {
      const { document } = globalThis as unknown as {
        document: { elementFromPoint(x: number, y: number): unknown };
      };
      return (node as { contains(other: unknown): boolean }).contains(
        document.elementFromPoint(x, y),
      );
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop, 'something is drawn over the offline banner').toBe(true);
}

async function openAddDialog(page: Page, language: Language) {
  const toggle = page.getByRole('button', { name: t(language, 'collections.sidebar.toggle') });
  const addItem = page.getByRole('button', { name: t(language, 'collections.addProduct') });
  if (!(await addItem.first().isVisible())) await toggle.first().click();
  await addItem.first().click();
  return page.getByRole('dialog');
}

for (const language of languages) {
  test.describe(language, () => {
    test.use({ locale: browserLocale[language] });

    test(`offline the app says so, keeps its screens and fails fast with a retry (${language})`, async ({
      page,
      context,
    }) => {
      const account = await createAccount(context.request, 'Deniz', language);
      const { token } = await signIn(context, account);
      const later = await createCollection(context, token, 'Mutfak');

      // The service worker precaches the whole app before it can serve it offline.
      test.setTimeout(120_000);
      await page.goto('/collections');
      await waitForServiceWorker(page);
      const shown = page.getByRole('heading', { level: 1 });
      await expect(shown).toBeVisible({ timeout: 30_000 });
      const shownName = await shown.textContent();

      await context.setOffline(true);
      const banner = page.getByRole('status').filter({ hasText: t(language, 'offline.banner') });
      await expect(banner).toBeVisible();
      await expectBannerInSight(banner);
      // What was shown stays.
      await expect(shown).toHaveText(shownName ?? '');

      // Adding a product fails at once, says why and offers to send it again.
      const dialog = await openAddDialog(page, language);
      await dialog
        .getByLabel(t(language, 'products.byUrl.url'))
        .fill('https://www.trendyol.com/x/termos-p-1');
      const started = Date.now();
      await dialog.getByRole('button', { name: t(language, 'products.byUrl.submit') }).click();
      const failed = page.getByText(t(language, 'offline.actionFailed'));
      await expect(failed).toBeVisible({ timeout: 5_000 });
      expect(Date.now() - started).toBeLessThan(5_000);
      await expect(page.getByRole('button', { name: t(language, 'offline.retry') })).toBeVisible();
      await page.keyboard.press('Escape');

      // A full load keeps the session kept in this browser: no guest landing.
      await page.goto('/');
      await expect(banner).toBeVisible();
      await expect(
        page.getByRole('heading', {
          name: t(language, 'dashboard.welcome', { name: account.name }),
        }),
      ).toBeVisible();
      await expect(page).not.toHaveURL(/\/welcome/);

      // A collection never loaded here is not "not found": it could not be loaded, with a retry.
      await page.goto(`/collection/${later}`);
      await expect(page.getByText(t(language, 'offline.loadFailed.title'))).toBeVisible();
      await expect(page.getByText(t(language, 'offline.loadFailed.offline'))).toBeVisible();
      await expect(page.getByText(t(language, 'collection.notFound.title'))).toBeHidden();
      await expectBannerInSight(banner);
      await expectNoAxeViolations(page);

      // The connection returns: the banner goes and the page loads by itself.
      await context.setOffline(false);
      await expect(banner).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Mutfak' })).toBeVisible();
    });
  });
}
