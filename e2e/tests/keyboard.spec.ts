import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { browserLocale, languages, t, type Language } from '../support/i18n';
import { shopPort } from '../support/ports';

/**
 * The main flows with the keyboard alone: only key presses and typing, never a click. Every stop
 * of the Tab key on the way has to show where the focus is.
 */

const productUrl = `http://127.0.0.1:${shopPort}/urun/celik-termos`;
const productTitle = 'Çelik Termos 500 ml';

/** The browser's globals the checks below read (the e2e code is typed without the DOM). */
interface Focusable {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface PageGlobals {
  document: { activeElement: Focusable | null; body: Focusable };
  getComputedStyle(element: Focusable): {
    outlineStyle: string;
    outlineWidth: string;
  };
}

/** A focus ring: the app draws it as an outline on every focusable element (index.css). */
async function expectFocusRing(page: Page) {
  const missing = await page.evaluate(() => {
    const globals = globalThis as unknown as PageGlobals;
    const element = globals.document.activeElement;
    if (!element || element === globals.document.body) return null;
    const style = globals.getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    if (outline) return null;
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} "${name.trim().slice(0, 60)}" has no focus ring`;
  });
  expect(missing).toBeNull();
}

/** Presses Tab (or Shift+Tab) until the target has focus, checking the ring at every stop. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let press = 0; press <= max; press++) {
    const focused = await target
      .evaluate(
        (element) => element === (globalThis as unknown as PageGlobals).document.activeElement,
        undefined,
        { timeout: 500 },
      )
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusRing(page);
  }
  throw new Error(
    `${target} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`,
  );
}

/** On a phone the collections sidebar is an overlay: its toggle opens it first. */
async function reachSidebarButton(page: Page, name: string, language: Language = 'tr') {
  const button = page.getByRole('button', { name }).first();
  if (!(await button.isVisible())) {
    await tabTo(
      page,
      page.getByRole('button', { name: t(language, 'collections.sidebar.toggle') }).first(),
    );
    await page.keyboard.press('Enter');
    await expect(button).toBeVisible();
  }
  await tabTo(page, button);
}

test('signs in from the login page with the keyboard alone', async ({ page, context }) => {
  const account = await createAccount(context.request, 'Klavye');
  await page.goto('/login');
  await tabTo(page, page.getByLabel(t('tr', 'auth.email')));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel(t('tr', 'auth.password'), { exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: t('tr', 'dashboard.welcome', { name: account.name }) }),
  ).toBeVisible();
});

test('creates a collection, adds a product by link and comments with the keyboard alone', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(context.request, 'Tuslar');
  const session = await signIn(context, account);
  await page.goto('/collections');

  // A new collection from the sidebar's create button.
  await reachSidebarButton(page, t('tr', 'collections.sidebar.create'));
  await page.keyboard.press('Enter');
  const createDialog = page.getByRole('dialog');
  await tabTo(page, createDialog.getByLabel(t('tr', 'collections.form.name')));
  await page.keyboard.type('Kış Hazırlığı');
  await tabTo(page, createDialog.getByLabel(t('tr', 'collections.form.description')));
  await page.keyboard.type('Soğuk günler için');
  await tabTo(page, createDialog.getByRole('button', { name: t('tr', 'collections.form.create') }));
  await page.keyboard.press('Enter');
  await expect(createDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Kış Hazırlığı' })).toBeVisible();

  // A product by its link into that collection.
  await reachSidebarButton(page, t('tr', 'collections.addProduct'));
  await page.keyboard.press('Enter');
  const addDialog = page.getByRole('dialog');
  const byUrl = addDialog.getByRole('tab', { name: t('tr', 'products.addProduct.byUrl') });
  await expect(byUrl).toBeVisible();
  if ((await byUrl.getAttribute('aria-selected')) !== 'true') {
    // Tabs move with the arrow keys once one of them has focus.
    await tabTo(page, addDialog.getByRole('tab', { selected: true }));
    await page.keyboard.press('ArrowLeft');
    await expect(byUrl).toHaveAttribute('aria-selected', 'true');
  }
  await tabTo(page, addDialog.getByLabel(t('tr', 'products.byUrl.url')));
  await page.keyboard.type(productUrl);
  const target = addDialog.getByLabel(t('tr', 'products.byUrl.collection'));
  await tabTo(page, target);
  // A closed select picks the option whose name starts with the typed letter.
  await page.keyboard.type('K');
  await expect(target.locator('option:checked')).toHaveText('Kış Hazırlığı');
  await tabTo(page, addDialog.getByRole('button', { name: t('tr', 'products.byUrl.submit') }));
  await page.keyboard.press('Enter');
  await expect(addDialog).toBeHidden({ timeout: 20_000 });
  const card = page.getByRole('button', {
    name: t('tr', 'products.openDetails', { title: productTitle }),
  });
  await expect(card).toBeVisible();

  // The product detail opens from its card and Escape closes it, focus back on the card.
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(card).toBeFocused();

  // A comment, on the collection's own page.
  const own = await context.request.get('/api/collection/active?pageSize=50', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const made = ((await own.json()) as { data: { items: { id: string; name: string }[] } }).data
    .items;
  await page.goto(`/collection/${made.find((item) => item.name === 'Kış Hazırlığı')!.id}`);
  await tabTo(page, page.getByRole('button', { name: t('tr', 'comments.open') }));
  await page.keyboard.press('Enter');
  const box = page.getByRole('textbox', { name: t('tr', 'comments.label') });
  await tabTo(page, box);
  await page.keyboard.type('Klavyeyle yazıldı');
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: t('tr', 'comments.list') });
  await expect(list.getByText('Klavyeyle yazıldı')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(page.getByRole('button', { name: t('tr', 'comments.open') })).toBeFocused();
});

test('searches with Ctrl+K and opens a result with the keyboard alone', async ({
  page,
  context,
}) => {
  const account = await createAccount(context.request, 'Arayan');
  const session = await signIn(context, account);
  const auth = { authorization: `Bearer ${session.token}` };
  const created = await context.request.post('/api/collection/create', {
    headers: auth,
    data: { name: 'Termos Köşesi', isPublic: 'true' },
  });
  const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
  const scraped = await context.request.post('/api/product/scrape/collection', {
    headers: auth,
    data: { url: productUrl, collectionId },
  });
  expect(scraped.ok()).toBe(true);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: t('tr', 'dashboard.welcome', { name: account.name }) }),
  ).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox', { name: t('tr', 'search.placeholder') })).toBeFocused();
  await page.keyboard.type('termos');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=termos$/);

  // The product result opens its detail.
  const product = page.getByRole('button', {
    name: t('tr', 'products.openDetails', { title: productTitle }),
  });
  await tabTo(page, product);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('heading', { name: productTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(product).toBeFocused();

  // The collections tab, reached with the arrow keys, lists the collection; Enter opens it.
  await tabTo(page, page.getByRole('tab', { selected: true }), { backwards: true });
  await page.keyboard.press('ArrowRight');
  const collectionsTab = page.getByRole('tab', { name: t('tr', 'search.tabs.collections') });
  await expect(collectionsTab).toHaveAttribute('aria-selected', 'true');
  const result = page.getByRole('link', { name: new RegExp(account.userName) });
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/collection/${collectionId}$`));
  await expect(page.getByRole('heading', { name: 'Termos Köşesi' })).toBeVisible();
});

test("Ctrl+K keeps its field and what is typed while the page's later layer is still loading", async ({
  page,
  context,
}) => {
  const account = await createAccount(context.request, 'Sabirli');
  await signIn(context, account);
  // The layer drawn after the first screen (toasts, the product address) is held on its way, as on
  // a slow connection, until the search is typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route('**/assets/after-first-screen-layer-*.js', async (route) => {
    requested = true;
    await held;
    await route.continue();
  });

  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: t('tr', 'dashboard.welcome', { name: account.name }) }),
  ).toBeVisible();
  await expect.poll(() => requested).toBe(true);
  await page.keyboard.press('Control+k');
  const field = page.getByRole('searchbox', { name: t('tr', 'search.placeholder') });
  await expect(field).toBeFocused();
  await page.keyboard.type('termos');

  release();
  // Sonner's live region is the later layer drawn.
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  await expect(field).toHaveValue('termos');
  await expect(field).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=termos$/);
});

/** The focused element's outline, to hold a focus ring to being clearly visible. */
async function focusOutline(page: Page) {
  return page.evaluate(() => {
    const globals = globalThis as unknown as PageGlobals;
    const style = globals.getComputedStyle(globals.document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

for (const language of languages) {
  test.describe(`browser in ${language}`, () => {
    test.use({ locale: browserLocale[language] });

    test('the first Tab offers to skip to the content; dialogs open on their field; the user menu shows its focus plainly', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const say = (key: string) => t(language, key);
      await signIn(context, await createAccount(context.request, 'Atlama', language));
      await page.goto('/collections');
      await expect(page.getByRole('main')).toBeVisible();

      // The skip link is the first stop and takes the focus past the header.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: say('nav.skipToContent') });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expectFocusRing(page);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();

      // A dialog opens on its first field, not on Close.
      await reachSidebarButton(page, say('collections.sidebar.create'), language);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(say('collections.form.name'))).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The user menu's button and its highlighted item carry a ring, not a faint tint.
      const menuButton = page.getByRole('button', { name: say('userMenu.open') });
      await tabTo(page, menuButton, { backwards: true });
      expect(await focusOutline(page)).toEqual({ style: 'solid', width: 3 });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: say('userMenu.profile') })).toBeFocused();
      expect((await focusOutline(page)).width).toBeGreaterThanOrEqual(2);
      await expectNoAxeViolations(page);
    });
  });
}
