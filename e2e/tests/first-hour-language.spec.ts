import { notificationTexts } from '@kolekt/shared/notification-texts';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { t, type Language } from '../support/i18n';

// Issue #11: text made on the server follows the language on screen, and counts agree with
// their numbers. Ayla registers in English, Bora likes her collection and follows her; she
// reads both notifications and her default collection in Turkish, then in English again.

/** The few browser globals used here: e2e code is typed without the DOM library. */
interface Browser {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

/** Opens the app in English the first time; a later switch in the app is kept. */
async function startInEnglish(page: Page) {
  await page.addInitScript(() => {
    const storage = (globalThis as unknown as Browser).localStorage;
    if (!storage.getItem('i18nextLng')) storage.setItem('i18nextLng', 'en');
  });
}

/** The footer's tr/en switch, as a reader uses it. */
async function switchTo(page: Page, from: Language, to: Language) {
  await page
    .getByRole('group', { name: t(from, 'language.label') })
    .locator(`button[lang="${to}"]`)
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

test('notifications and the default collection follow the interface language; 1 Follower', async ({
  browser,
  page,
  context,
}) => {
  const ayla = await createAccount(context.request, 'Ayla', 'en');
  const aylaSession = await signIn(context, ayla);
  const asAyla = { authorization: `Bearer ${aylaSession.token}` };
  const created = await context.request.post('/api/collection/create', {
    headers: asAyla,
    data: { name: 'Lamps', description: 'Desk and floor lamps', isPublic: 'true' },
  });
  const lampsId = ((await created.json()) as { data: { id: string } }).data.id;
  const own = await context.request.get('/api/collection/nameByUser', { headers: asAyla });
  const ownItems = ((await own.json()) as { data: { items: DefaultCandidate[] } }).data.items;
  const favourites = ownItems.find((collection) => collection.isImmutable);
  // Stored in the language she registered in; shown in the one on her screen.
  expect(favourites?.name).toBe('My Favorites');

  const boraContext = await browser.newContext();
  const bora = await createAccount(boraContext.request, 'Bora');
  const boraSession = await signIn(boraContext, bora);
  const asBora = { authorization: `Bearer ${boraSession.token}` };
  const liked = await boraContext.request.post('/api/like/create', {
    headers: asBora,
    data: { CollectionId: lampsId },
  });
  expect(liked.ok()).toBe(true);
  const followed = await boraContext.request.post('/api/user/follow', {
    headers: asBora,
    data: { followerId: boraSession.userId, followingId: aylaSession.userId },
  });
  expect(followed.ok()).toBe(true);
  await boraContext.close();

  const boraNames = {
    actorName: bora.name,
    actorSurname: bora.surname,
    actorUserName: bora.userName,
  };
  const expectNotifications = async (language: Language) => {
    await page.getByRole('button', { name: t(language, 'notifications.open') }).click();
    const list = page.getByRole('list', { name: t(language, 'notifications.list') });
    const texts = notificationTexts[language];
    await expect(list.getByRole('listitem', { name: texts.like.title })).toContainText(
      texts.like.message({ ...boraNames, collectionId: lampsId, collectionName: 'Lamps' }),
    );
    await expect(list.getByRole('listitem', { name: texts.follow.title })).toContainText(
      texts.follow.message(boraNames),
    );
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  };
  const heading = page.getByRole('heading', { level: 1 });

  await startInEnglish(page);
  await page.goto(`/collection/${favourites!.id}`);
  await expect(heading).toHaveText(t('en', 'collections.defaultName'));
  await expectNotifications('en');

  // Turkish on screen: the same stored notifications and collection, in Turkish, no reload.
  await switchTo(page, 'en', 'tr');
  await expect(heading).toHaveText('Favorilerim');
  await expectNotifications('tr');
  await page.reload();
  await expect(heading).toHaveText('Favorilerim');

  // And back to English.
  await switchTo(page, 'tr', 'en');
  await expect(heading).toHaveText('My Favorites');
  await expectNotifications('en');

  // Her collections workspace opens on it, named in the language on screen too; on a desktop the
  // sidebar lists it (on a phone the sidebar is a closed overlay).
  await page.goto('/collections');
  await expect(heading).toHaveText('My Favorites');
  if (test.info().project.name === 'desktop') {
    await expect(page.getByRole('button', { name: /My Favorites/ })).toBeVisible();
  }

  // One follower is "1 Follower", not "1 Followers".
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: '1 Follower', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '0 Following', exact: true })).toBeVisible();
  await switchTo(page, 'en', 'tr');
  await expect(page.getByRole('button', { name: '1 Takipçi', exact: true })).toBeVisible();
});

interface DefaultCandidate {
  id: string;
  name: string;
  isImmutable: boolean;
}
