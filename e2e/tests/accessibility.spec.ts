import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, signIn, type Account } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { t } from '../support/i18n';
import { shopPort } from '../support/ports';

/**
 * Axe (WCAG 2.2 AA, best practices, label-in-name) on every route and the dialogs that matter,
 * signed out and in, in both languages; the two projects add desktop and phone widths. One page
 * per language and sign-in state walks all of its screens, one step each.
 */

type Language = 'tr' | 'en';

interface Seed {
  owner: Account;
  collectionId: string;
  ownerId: string;
  readerId: string;
}

interface Screen {
  name: string;
  path: (seed: Seed) => string;
  /** Opens a dialog or panel on the loaded screen; the check then covers the page with it open. */
  open?: (page: Page, language: Language) => Promise<void>;
  /** The text that shows the screen has loaded its data. */
  ready?: (page: Page, language: Language) => ReturnType<Page['getByRole']>;
}

const productTitle = 'Çelik Termos 500 ml';

const shownProduct = (page: Page, language: Language) =>
  page.getByRole('button', { name: t(language, 'products.openDetails', { title: productTitle }) });

/** On a phone the collections sidebar is an overlay that has to be opened first. */
async function sidebarButton(page: Page, language: Language, key: string) {
  const button = page.getByRole('button', { name: t(language, key) }).first();
  if (!(await button.isVisible())) {
    await page
      .getByRole('button', { name: t(language, 'collections.sidebar.toggle') })
      .first()
      .click();
  }
  return button;
}

const sharedScreens: Screen[] = [
  { name: 'collection', path: (seed) => `/collection/${seed.collectionId}`, ready: shownProduct },
  { name: 'search results', path: () => '/search?query=termos' },
  { name: 'store', path: () => '/store/trendyol' },
  { name: 'extension', path: () => '/extension' },
  { name: 'share', path: () => '/share' },
  { name: 'privacy', path: () => '/privacy' },
  { name: 'terms', path: () => '/terms' },
  { name: 'not found', path: () => '/no-such-page' },
  {
    name: 'comments panel',
    path: (seed) => `/collection/${seed.collectionId}`,
    open: async (page, language) => {
      await page.getByRole('button', { name: t(language, 'comments.open') }).click();
      await expect(page.getByText('Harika bir seçki!')).toBeVisible();
    },
  },
  {
    name: 'search overlay',
    path: () => '/privacy',
    open: async (page, language) => {
      await page.keyboard.press('Control+k');
      await expect(
        page.getByRole('searchbox', { name: t(language, 'search.placeholder') }),
      ).toBeFocused();
    },
  },
];

const guestScreens: Screen[] = [
  { name: 'welcome', path: () => '/welcome' },
  { name: 'login', path: () => '/login' },
  { name: 'register', path: () => '/register' },
  { name: 'verify email', path: () => '/verify-email' },
  { name: 'forgot password', path: () => '/forgot-password' },
  { name: 'profile of a user', path: (seed) => `/profile/${seed.ownerId}` },
  ...sharedScreens,
  {
    name: 'auth modal',
    path: () => '/privacy',
    open: async (page, language) => {
      await page
        .getByRole('link', { name: t(language, 'nav.collections') })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

const memberScreens: Screen[] = [
  { name: 'dashboard', path: () => '/' },
  // A guest has no menu: sign in and sign up are in the header itself.
  {
    name: 'user menu',
    path: () => '/privacy',
    open: async (page, language) => {
      await page.getByRole('button', { name: t(language, 'userMenu.open') }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  { name: 'collections', path: () => '/collections' },
  { name: 'own profile', path: () => '/profile' },
  { name: 'profile of a user', path: (seed) => `/profile/${seed.readerId}` },
  { name: 'account settings', path: () => '/settings/account' },
  { name: 'watching', path: () => '/watching' },
  ...sharedScreens,
  {
    name: 'create collection dialog',
    path: () => '/collections',
    open: async (page, language) => {
      await (await sidebarButton(page, language, 'collections.sidebar.create')).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'add product dialog',
    path: () => '/collections',
    open: async (page, language) => {
      await (await sidebarButton(page, language, 'collections.addProduct')).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'product detail',
    path: (seed) => `/collection/${seed.collectionId}`,
    open: async (page, language) => {
      await shownProduct(page, language).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'notifications panel',
    path: () => '/',
    open: async (page, language) => {
      await page.getByRole('button', { name: t(language, 'notifications.open') }).click();
      await expect(
        page.getByRole('list', { name: t(language, 'notifications.list') }),
      ).toBeVisible();
    },
  },
];

/** A public collection with a product from the fixture shop; a reader follows its owner and comments. */
async function seed(browser: Browser): Promise<Seed> {
  const context = await browser.newContext();
  const owner = await createAccount(context.request, 'Derya');
  const ownerSession = await signIn(context, owner);
  const auth = { authorization: `Bearer ${ownerSession.token}` };
  const created = await context.request.post('/api/collection/create', {
    headers: auth,
    data: { name: 'Termos Rafı', description: 'Sıcak kalsın diye', isPublic: 'true' },
  });
  const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
  const scraped = await context.request.post('/api/product/scrape/collection', {
    headers: auth,
    data: { url: `http://127.0.0.1:${shopPort}/urun/celik-termos`, collectionId },
  });
  expect(scraped.ok()).toBe(true);
  // The owner watches it, so the Watching page has a row to check.
  const productId = ((await scraped.json()) as { data: { id: string } }).data.id;
  const watched = await context.request.post(`/api/product/${productId}/watch`, {
    headers: auth,
    data: { onDrop: true, onBackInStock: true, targetPrice: '299.90' },
  });
  expect(watched.ok()).toBe(true);
  await context.clearCookies();
  const reader = await createAccount(context.request, 'Okur');
  const readerSession = await signIn(context, reader);
  const followed = await context.request.post('/api/user/follow', {
    headers: { authorization: `Bearer ${readerSession.token}` },
    data: { followerId: readerSession.userId, followingId: ownerSession.userId },
  });
  expect(followed.ok()).toBe(true);
  // A like puts the collection in the dashboard's most-liked section, with its count badge.
  const liked = await context.request.post('/api/like/create', {
    headers: { authorization: `Bearer ${readerSession.token}` },
    data: { CollectionId: collectionId },
  });
  expect(liked.ok()).toBe(true);
  const commented = await context.request.post('/api/comment/create', {
    headers: { authorization: `Bearer ${readerSession.token}` },
    data: { collectionId, content: 'Harika bir seçki!' },
  });
  expect(commented.ok()).toBe(true);
  await context.close();
  return { owner, ownerId: ownerSession.userId, readerId: readerSession.userId, collectionId };
}

// Registration is rate limited per address, so the four states share one seed per worker.
let seeded: Promise<Seed> | undefined;

for (const language of ['tr', 'en'] as const) {
  for (const signedIn of [false, true]) {
    test(`${language}, ${signedIn ? 'signed in' : 'signed out'}: every screen has no axe violations`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      seeded ??= seed(browser);
      const data = await seeded;
      const context = await browser.newContext({
        locale: language === 'tr' ? 'tr-TR' : 'en-US',
        reducedMotion: 'reduce',
      });
      if (signedIn) await signIn(context, data.owner);
      const page = await context.newPage();
      for (const screen of signedIn ? memberScreens : guestScreens) {
        await test.step(screen.name, async () => {
          await page.goto(screen.path(data));
          await page.waitForLoadState('networkidle');
          await expect(
            page.getByRole('status', { name: t(language, 'common.loading') }),
          ).toHaveCount(0);
          if (screen.ready) await expect(screen.ready(page, language).first()).toBeVisible();
          if (screen.open) await screen.open(page, language);
          expect.soft(await axeViolations(page), screen.name).toEqual([]);
        });
      }
      await context.close();
    });
  }
}
