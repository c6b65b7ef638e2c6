import { expect, test, type Locator } from '@playwright/test';
import { browserLocale, languages, t } from '../support/i18n';
import { createShopCollection } from '../support/shop-collection';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Boxes as the screen shows them now, of every element the locator finds. */
async function boxes(locator: Locator) {
  const found: Box[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box) found.push(box);
  }
  return found;
}

/** Issue #32: on a phone the Comments button covers no part of any card, wherever one scrolls. */
for (const language of languages) {
  test(`the Comments button covers no card on a phone (${language})`, async ({ browser }) => {
    test.skip(test.info().project.name !== 'phone', 'a phone-width layout');
    const owner = await browser.newContext({ locale: browserLocale[language] });
    const collectionId = await createShopCollection(owner, {
      owner: 'Lale',
      name: language === 'tr' ? 'Fincanlar' : 'Cups',
      products: ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => ({
        slug: `fincan-${language}-${letter}`,
        name: `Fincan ${letter}`,
        price: '1249.90',
      })),
    });
    const guest = await browser.newContext({
      locale: browserLocale[language],
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const page = await guest.newPage();
    await page.goto(`/collection/${collectionId}`);
    const cards = page
      .getByRole('list', { name: t(language, 'products.listLabel') })
      .getByRole('article');
    await expect(cards).toHaveCount(6, { timeout: 30_000 });
    const comments = page.getByRole('button', { name: t(language, 'comments.open') });
    await expect(comments).toBeInViewport();

    // Down the page a screen's quarter at a time, checking at every stop.
    for (let stop = 0; stop < 12; stop++) {
      const button = await comments.boundingBox();
      if (button) for (const card of await boxes(cards)) expect(overlaps(button, card)).toBe(false);
      await page.mouse.wheel(0, 200);
    }
    await owner.close();
    await guest.close();
  });
}
