import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { t } from '../support/i18n';
import { shopPort } from '../support/ports';

// Issue #11: the search shortcut and four layout slips a newcomer meets in the first hour.

const languages = ['tr', 'en'] as const;
type Language = (typeof languages)[number];

/** The few browser globals used here: e2e code is typed without the DOM library. */
interface Browser {
  localStorage: { setItem(key: string, value: string): void };
  getComputedStyle(element: unknown): {
    font: string;
    lineHeight: string;
    paddingLeft: string;
    paddingRight: string;
  };
  document: {
    documentElement: { scrollHeight: number };
    createElement(tag: 'canvas'): {
      getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } };
    };
  };
  scrollTo(x: number, y: number): void;
  scrollY: number;
  innerHeight: number;
}

/** Opens every page of the test in `language`: the app reads it from local storage first. */
async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((value) => {
    (globalThis as unknown as Browser).localStorage.setItem('i18nextLng', value);
  }, language);
}

function centre(box: { x: number; y: number; width: number; height: number }) {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

function contains(
  box: { x: number; y: number; width: number; height: number },
  point: { x: number; y: number },
) {
  return (
    point.x >= box.x &&
    point.x <= box.x + box.width &&
    point.y >= box.y &&
    point.y <= box.y + box.height
  );
}

function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

/**
 * An owner with a public collection of both fixture products and more than 99 unread
 * notifications: another user comments on it 100 times, and each comment notifies the owner.
 */
async function ownerWithBusyCollection(request: APIRequestContext, page: Page) {
  const owner = await createAccount(request, 'Lale');
  const session = await signIn(page.context(), owner);
  const auth = { authorization: `Bearer ${session.token}` };
  const created = await request.post('/api/collection/create', {
    headers: auth,
    data: { name: 'Mutfak Rafı', description: 'Her gün kullandıklarım', isPublic: 'true' },
  });
  const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
  // Not the wallet: search.spec saves it first from the live search, as a Trendyol product.
  for (const path of ['/urun/celik-termos', '/urun/bambu-tahta']) {
    const scraped = await request.post('/api/product/scrape/collection', {
      headers: auth,
      data: { url: `http://127.0.0.1:${shopPort}${path}`, collectionId },
    });
    expect(scraped.ok()).toBe(true);
  }

  const commenterContext = await page.context().browser()!.newContext();
  const commenter = await createAccount(commenterContext.request, 'Ozan');
  const commenterSession = await signIn(commenterContext, commenter);
  for (let index = 1; index <= 100; index++) {
    const comment = await commenterContext.request.post('/api/comment/create', {
      headers: { authorization: `Bearer ${commenterSession.token}` },
      data: { collectionId, content: `Yorum ${index}` },
    });
    expect(comment.ok()).toBe(true);
  }
  await commenterContext.close();
  return { collectionId };
}

for (const language of languages) {
  test(`Ctrl+K and typing at once puts every character in the field, and Enter searches (${language})`, async ({
    page,
    context,
  }) => {
    await useLanguage(page, language);
    const account = await createAccount(context.request, 'Arda');
    await signIn(context, account);
    // A loaded page: the overlay's code has had its idle moment to arrive, as for a real user
    // (on a busy machine that moment can come after the network has gone quiet).
    const overlayCode = Promise.all(
      [/\/assets\/modal-root-[^/]*\.js$/, /\/assets\/search-overlay-[^/]*\.js$/].map((code) =>
        page.waitForResponse(code),
      ),
    );
    await page.goto('/');
    await expect(
      page.getByRole('button', { name: t(language, 'notifications.open') }),
    ).toBeVisible();
    await overlayCode;
    await page.waitForLoadState('networkidle');

    await page.keyboard.press('ControlOrMeta+K');
    await page.keyboard.type('kahve termos');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/search\?query=kahve\+termos$/);
    await expect(
      page.getByText(t(language, 'search.showingFor', { query: 'kahve termos' })),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test(`the badge, the comments button, the archived heading and the search placeholder fit (${language})`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await useLanguage(page, language);
    const { collectionId } = await ownerWithBusyCollection(context.request, page);

    // The bell stays visible under its 99+ badge.
    await page.goto(`/collection/${collectionId}`);
    const bell = page.getByRole('button', { name: t(language, 'notifications.open') });
    const badge = page.locator('header').getByText('99+', { exact: true });
    await expect(badge).toBeVisible();
    expect(contains(await boxOf(badge), centre(await boxOf(bell.locator('svg'))))).toBe(false);

    // At the bottom of the page, the floating Comments button is clear of the last product card
    // and of every other link or button (the footer's are the last on the page).
    const commentsName = t(language, 'comments.openWithCount', { count: '99+' });
    const comments = page.getByRole('button', { name: commentsName });
    await expect(comments).toBeVisible();
    const cards = page
      .getByRole('list', { name: t(language, 'products.listLabel') })
      .getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const lastCard = cards.last();
    const lastAdd = lastCard.getByRole('button', {
      name: t(language, 'products.addToCollections'),
    });
    const atBottom = () =>
      page.evaluate(() => {
        const window = globalThis as unknown as Browser;
        window.scrollTo(0, window.document.documentElement.scrollHeight);
        return (
          window.scrollY + window.innerHeight >= window.document.documentElement.scrollHeight - 1
        );
      });
    await expect.poll(atBottom).toBe(true);
    expect(intersects(await boxOf(comments), await boxOf(lastAdd))).toBe(false);
    expect(intersects(await boxOf(comments), await boxOf(lastCard))).toBe(false);
    const commentsBox = await boxOf(comments);
    const clickables = await page
      .locator('main a, main button, footer a, footer button')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
          return { name, x, y, width, height };
        }),
      );
    const underneath = clickables.filter(
      (box) => box.width > 0 && box.name !== commentsName && intersects(commentsBox, box),
    );
    expect(underneath.map((box) => box.name)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath('collection-bottom.png'),
    });

    // The sidebar's archived heading stays on one line, its full name still given.
    await page.goto('/collections');
    const toggle = page
      .getByRole('button', { name: t(language, 'collections.sidebar.toggle') })
      .first();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const archived = page
      .locator('#collections-sidebar')
      .getByText(t(language, 'collections.sidebar.archived'), { exact: true });
    await expect(archived).toBeVisible();
    const lines = await archived.evaluate((element) => {
      const style = (globalThis as unknown as Browser).getComputedStyle(element);
      return element.getBoundingClientRect().height / parseFloat(style.lineHeight);
    });
    expect(lines).toBeLessThan(1.5);
    // …and at this width it is not even cut short.
    expect(await archived.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    await page.screenshot({
      path: testInfo.outputPath('sidebar.png'),
    });

    // The overlay's placeholder is not cut, and the field is still named by the full text.
    await page.keyboard.press('Escape');
    await page.keyboard.press('ControlOrMeta+K');
    const field = page.getByRole('searchbox', { name: t(language, 'search.placeholder') });
    await expect(field).toBeFocused();
    const overflow = await field.evaluate((input) => {
      const window = globalThis as unknown as Browser;
      const element = input as unknown as { clientWidth: number; placeholder: string };
      const style = window.getComputedStyle(element);
      const context = window.document.createElement('canvas').getContext('2d');
      context.font = style.font;
      const room =
        element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(element.placeholder).width - room;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: testInfo.outputPath('search-overlay.png'),
    });
  });
}
