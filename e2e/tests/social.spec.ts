import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { t } from '../support/i18n';

test('follows, comments and live notifications between two people, profile edit and follower list', async ({
  browser,
  page,
  context,
}) => {
  const ayse = await createAccount(context.request, 'Ayse');
  const ayseSession = await signIn(context, ayse);
  const collection = await context.request.post('/api/collection/create', {
    headers: { authorization: `Bearer ${ayseSession.token}` },
    data: { name: 'Kahve Köşesi', description: 'Sevdiğim kahve ekipmanları', isPublic: 'true' },
  });
  const collectionId = ((await collection.json()) as { data: { id: string } }).data.id;

  const bobContext = await browser.newContext();
  const bob = await createAccount(bobContext.request, 'Bora');
  await signIn(bobContext, bob);
  const bobPage = await bobContext.newPage();

  // Ayşe waits on her dashboard; nothing is unread yet.
  await page.goto('/');
  const badge = page.getByRole('status', {
    name: t('tr', 'notifications.unreadBadge_one', { count: '1' }),
  });
  await expect(page.getByRole('button', { name: t('tr', 'notifications.open') })).toBeVisible();
  await expect(badge).toBeHidden();

  // Bora follows her: the badge goes to 1 without a reload.
  await bobPage.goto(`/profile/${ayseSession.userId}`);
  await bobPage.getByRole('button', { name: /kullanıcısını takip et$/ }).click();
  await expect(bobPage.getByRole('button', { name: /kullanıcısını takipten çık$/ })).toBeVisible();
  await expect(badge).toBeVisible();

  await page.getByRole('button', { name: t('tr', 'notifications.open') }).click();
  const list = page.getByRole('list', { name: t('tr', 'notifications.list') });
  await expect(list.getByText('Yeni takipçi')).toBeVisible();
  await list
    .getByRole('button', { name: t('tr', 'notifications.markRead') })
    .first()
    .click();
  await expect(badge).toBeHidden();

  // Bora comments on her public collection: it arrives live in her open panel.
  await bobPage.goto(`/collection/${collectionId}`);
  await bobPage.getByRole('button', { name: t('tr', 'comments.open') }).click();
  const box = bobPage.getByRole('textbox', { name: t('tr', 'comments.label') });
  await box.fill('Harika bir seçki!');
  await box.press('Enter');
  await expect(bobPage.getByText('Harika bir seçki!')).toBeVisible();
  await expect(list.getByText('Yeni yorum')).toBeVisible();
  await expect(list.getByText(/Harika bir seçki!/)).toBeVisible();
  await expect(badge).toBeVisible();
  await page.keyboard.press('Escape');

  // Ayşe edits her biography and sees it on her profile.
  await page.goto('/profile');
  await page.getByRole('button', { name: t('tr', 'profile.edit') }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel(t('tr', 'profile.editForm.biography'))
    .fill('Kahve ve tasarım meraklısı.');
  await dialog.getByRole('button', { name: t('tr', 'profile.editForm.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Kahve ve tasarım meraklısı.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Kahve ve tasarım meraklısı.')).toBeVisible();

  // Her follower list shows Bora.
  await page
    .getByRole('button', { name: new RegExp(t('tr', 'profile.followers')) })
    .first()
    .click();
  const followList = page.getByRole('dialog');
  await expect(
    followList.getByRole('link', {
      name: t('tr', 'profile.followList.openProfile', { name: `${bob.name} ${bob.surname}` }),
    }),
  ).toBeVisible();

  await bobContext.close();
});
