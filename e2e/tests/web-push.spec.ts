import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { browserFlags } from '../support/browser-flags';
import { t } from '../support/i18n';
import { startNotificationDaemon } from '../support/notification-daemon';
import { appPort } from '../support/ports';

/**
 * Issue #30: the web app's service worker (apps/web/public/push-handler.js) turns a pushed price
 * alert into a notification, and a click on it brings up the alert's page. Headless Chromium has
 * no push service, so the DevTools protocol hands the worker the decrypted payload, in the shape
 * the api sends (apps/api/src/features/push/push-delivery.ts); the click comes from a desktop
 * notification server of the test's own, as a person's would (support/notification-daemon.ts).
 */

const origin = `http://localhost:${appPort}`;

/** What the api pushes for a price drop: already worded in the user's language. */
const alert = {
  title: 'Fiyat düştü: Seramik Kupa',
  body: 'Seramik Kupa şimdi 300,00 TL (önceden 400,00 TL).',
  url: `${origin}/watching`,
  tag: 'price_drop:6f1c2a7e-5b0d-4c1e-9a51-3f0d8e2b7c44',
};

/** Hands the page's service worker one push message, as the push service would. */
async function deliverPush(page: Page, data: unknown) {
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registered,
    data: JSON.stringify(data),
  });
  await cdp.detach();
}

/** The part of the page's globals used here (the e2e project has no DOM types). */
interface PageGlobals {
  navigator: {
    serviceWorker: {
      ready: Promise<{
        getNotifications(): Promise<{ title: string; body: string; tag: string; data: unknown }[]>;
      }>;
    };
  };
}

/** The notifications the worker shows, as the page reads them. */
const notificationsOf = (page: Page) =>
  page.evaluate(async () => {
    const registration = await (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data,
    }));
  });

test('a pushed price alert is shown, and its click opens the alert’s page', async () => {
  const desktop = await startNotificationDaemon();
  const profile = await mkdtemp(path.join(tmpdir(), 'kolekt-push-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    baseURL: origin,
    locale: 'tr-TR',
    viewport: { width: 1280, height: 800 },
    args: ['--lang=tr-TR', ...browserFlags],
    env: { ...process.env, ...desktop.env },
  });
  try {
    await context.grantPermissions(['notifications'], { origin });
    await signIn(context, await createAccount(context.request, 'Deniz'));
    // The first visit installs the worker; this tab was loaded before it, so it is not its.
    const first = context.pages()[0] ?? (await context.newPage());
    await first.goto('/collections');
    await first.evaluate(async () => {
      await (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready;
    });

    await deliverPush(first, alert);
    await expect
      .poll(() => notificationsOf(first))
      .toEqual([
        { title: alert.title, body: alert.body, tag: alert.tag, data: { url: alert.url } },
      ]);
    // The desktop is asked a moment after the worker's own list has it.
    await expect
      .poll(() => desktop.shown)
      .toEqual([
        expect.objectContaining({
          summary: alert.title,
          body: expect.stringContaining(alert.body),
        }),
      ]);

    // The worker cannot send a tab it does not control elsewhere: the click opens the page anew.
    const opened = context.waitForEvent('page', { timeout: 10_000 });
    desktop.click(desktop.shown[0]!.id);
    const watching = await opened;
    await expect(watching).toHaveURL(alert.url);
    const heading = watching.getByRole('heading', { name: t('tr', 'prices.watching.title') });
    await expect(heading).toBeVisible();
    await expect.poll(() => notificationsOf(watching)).toEqual([]);

    // A tab it controls, elsewhere in Kolekt, is taken to the alert's page.
    await first.close();
    await watching.goto('/collections');
    await deliverPush(watching, { ...alert, tag: 'back_in_stock:6f1c2a7e' });
    await expect.poll(() => desktop.shown.length).toBe(2);
    desktop.click(desktop.shown[1]!.id);
    await expect(watching).toHaveURL(alert.url);
    await expect(heading).toBeVisible();
    expect(context.pages()).toEqual([watching]);
  } finally {
    await context.close();
    desktop.stop();
    await rm(profile, { recursive: true, force: true });
  }
});
