import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { cutAfterCommit } from '../support/cut-after-commit';
import { t } from '../support/i18n';

/** On a phone the sidebar is an overlay that has to be opened first. */
async function openSidebar(page: Page) {
  const toggle = page.getByRole('button', { name: t('tr', 'collections.sidebar.toggle') });
  const create = page.getByRole('button', { name: t('tr', 'collections.sidebar.create') });
  if (!(await create.first().isVisible())) await toggle.first().click();
}

/** The caller's collections of this name, read from the api. */
async function collectionsNamed(request: APIRequestContext, token: string, name: string) {
  const reply = await request.get(`/api/collection/nameByUser?name=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = (await reply.json()).data.items as { id: string; name: string }[];
  return items.filter((collection) => collection.name === name);
}

test('a create whose answer is lost after the api committed is made once, by the retry or the second press', async ({
  page,
  context,
}) => {
  const session = await signIn(context, await createAccount(context.request, 'Ece'));

  // Every automatic try is answered and then cut: the user sees the failure and presses again.
  const createKeys = await cutAfterCommit(page, '**/api/collection/create', 3);
  await page.goto('/collections');
  await openSidebar(page);
  await page
    .getByRole('button', { name: t('tr', 'collections.sidebar.create') })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('tr', 'collections.form.name')).fill('Kopan Bağlantı');
  const create = dialog.getByRole('button', { name: t('tr', 'collections.form.create') });
  await create.click();
  await expect(page.getByText(t('tr', 'collections.toasts.createFailed'))).toBeVisible();
  await create.click();
  await expect(page.getByRole('heading', { name: 'Kopan Bağlantı' })).toBeVisible();

  const made = await collectionsNamed(context.request, session.token, 'Kopan Bağlantı');
  expect(made).toHaveLength(1);
  expect(createKeys).toHaveLength(4);
  expect(createKeys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(createKeys).size).toBe(1);

  // A comment's first answer is cut: the client sends it again by itself.
  const commentKeys = await cutAfterCommit(page, '**/api/comment/create', 1);
  await page.goto(`/collection/${made[0]!.id}`);
  await page.getByRole('button', { name: t('tr', 'comments.open') }).click();
  const box = page.getByRole('textbox', { name: t('tr', 'comments.label') });
  await box.fill('Bir kez yazıldı');
  await box.press('Enter');
  await expect(page.getByText('Bir kez yazıldı')).toBeVisible();
  await expect(box).toHaveValue('');

  const comments = await context.request.get(
    `/api/comment/comments/${made[0]!.id}?pageIndex=1&pageSize=10`,
    { headers: { authorization: `Bearer ${session.token}` } },
  );
  const written = (await comments.json()).data.items as { content: string }[];
  expect(written.filter((comment) => comment.content === 'Bir kez yazıldı')).toHaveLength(1);
  expect(commentKeys).toHaveLength(2);
  expect(commentKeys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(commentKeys[1]).toBe(commentKeys[0]);
});
