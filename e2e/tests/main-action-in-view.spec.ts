import { expect, test, type Locator } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { browserLocale, languages, t } from '../support/i18n';

/**
 * Issue #32: the page's main action is in view at every width wherever the user may add, named
 * for what it does, and "Create collection" is in view on a phone without opening the list.
 */
/** What makes two buttons look alike: height, corners and type size. */
const looks = (button: Locator) =>
  button.evaluate((node) => {
    const { getComputedStyle } = globalThis as unknown as {
      getComputedStyle(node: unknown): { height: string; borderRadius: string; fontSize: string };
    };
    const { height, borderRadius, fontSize } = getComputedStyle(node);
    return { height, borderRadius, fontSize };
  });

for (const language of languages) {
  test(`"Add product" and "Create collection" are in view where the owner adds (${language})`, async ({
    browser,
  }) => {
    const say = (key: string) => t(language, key);
    const context = await browser.newContext({
      locale: browserLocale[language],
      viewport: test.info().project.use.viewport ?? undefined,
      hasTouch: test.info().project.use.hasTouch,
    });
    const session = await signIn(context, await createAccount(context.request, 'Deniz', language));
    const name = language === 'tr' ? 'Mutfak' : 'Kitchen';
    const created = await context.request.post('/api/collection/create', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { name, isPublic: 'true' },
    });
    const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
    const page = await context.newPage();
    const add = page.getByRole('button', { name: say('collections.addProduct'), exact: true });

    // The workspace, with the list shut on a phone: add and create are both in view.
    await page.goto('/collections');
    // A first visit builds the list and the collection; a busy machine takes a while.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(add.first()).toBeInViewport();
    // Whole, not cut at the screen's edge.
    const create = page.getByRole('button', { name: say('collections.sidebar.create') }).first();
    await expect(create).toBeInViewport({ ratio: 1 });
    if (test.info().project.name === 'phone') {
      // The phone's row of the list's toggle and "Create collection" holds both in its padding.
      const room = await create.evaluate((node) => {
        type Box = { getBoundingClientRect(): { right: number } };
        const row = (node as unknown as { parentElement: Box }).parentElement;
        const { getComputedStyle } = globalThis as unknown as {
          getComputedStyle(node: unknown): { paddingRight: string };
        };
        const inner =
          row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight);
        return inner - (node as unknown as Box).getBoundingClientRect().right;
      });
      expect(room).toBeGreaterThanOrEqual(0);
    }
    // The list's toggle says what it opens.
    await expect(
      page.getByRole('button', { name: say('collections.sidebar.toggle') }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The owner's own collection page: the header's button and the empty state's both add here.
    await page.goto(`/collection/${collectionId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(add.first()).toBeInViewport();
    if (test.info().project.name === 'phone') {
      // In the header's row on a phone, Comments looks like its neighbour "Add product".
      const comments = page.getByRole('button', { name: say('comments.open') });
      expect(await looks(comments)).toEqual(await looks(add.first()));
    }
    const emptyState = page.getByText(say('products.empty.description')).locator('..');
    await expect(
      emptyState.getByRole('button', { name: say('collections.addProduct') }),
    ).toBeVisible();
    await emptyState.getByRole('button', { name: say('collections.addProduct') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(say('products.byUrl.collection'))).toHaveValue(collectionId);
    await context.close();
  });
}
