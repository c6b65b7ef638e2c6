import type { AccountExport } from '@kolekt/shared/account';
import type { Session } from '@kolekt/shared/user';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, newAccount, signUp } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { googleClientId, startGoogle, stubGoogleIdentity } from '../support/google';
import { browserLocale, languages, t, type Language } from '../support/i18n';
import { codeIn, nextMail } from '../support/mailbox';

/**
 * Google sign-in (issue #30): the browser gets a stand-in for Google's script, the api asks a
 * fake Google on 127.0.0.1 about the token (decision 0057). A new Google user is signed in; a
 * stranger's pending sign-up of the address gives way to the Google user; an account whose
 * address its code proved gets linked.
 */

let google: Awaited<ReturnType<typeof startGoogle>>;
test.beforeAll(async () => {
  google = await startGoogle();
});
test.afterAll(async () => {
  await google.close();
});

interface GoogleProfile {
  email: string;
  given_name: string;
  family_name: string;
}

let issued = 0;

/** The Google account the page's Google button signs in with: its token, known to the fake. */
async function signsInWithGoogle(page: Page, profile: GoogleProfile) {
  const token = `e2e-${Date.now().toString(36)}-${issued++}`;
  google.issue(token, { ...profile, sub: `sub-${token}`, aud: googleClientId });
  await stubGoogleIdentity(page, token);
}

/** Presses "Continue with Google" on the login page (checked by axe first); the api's session. */
async function continueWithGoogle(page: Page, language: Language): Promise<Session> {
  await page.goto('/login');
  const button = page.getByRole('button', { name: t(language, 'auth.google.button') });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  const reply = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/google-login'),
  );
  await button.click();
  const body = (await (await reply).json()) as { data: Session };
  await expect(page).toHaveURL(/\/$/);
  return body.data;
}

for (const language of languages) {
  test.describe(`browser in ${language}`, { tag: '@desktop-only' }, () => {
    test.use({ locale: browserLocale[language] });
    const welcome = (page: Page, name: string) =>
      page.getByRole('heading', { name: t(language, 'dashboard.welcome', { name }) });

    test("a new Google user lands signed in, named as on Google, in the page's language", async ({
      page,
    }) => {
      const { email } = newAccount('Gizem');
      await signsInWithGoogle(page, { email, given_name: 'Gizem', family_name: 'Aydın' });
      const session = await continueWithGoogle(page, language);
      await expect(welcome(page, 'Gizem')).toBeVisible();
      expect(session.user).toMatchObject({ email, name: 'Gizem', surname: 'Aydın', language });
    });

    test("a stranger's pending sign-up of the address gives way to the Google user", async ({
      page,
      request,
    }) => {
      const owner = newAccount('Selin');
      const stranger = { ...newAccount('Mallory'), email: owner.email };
      await signUp(request, stranger, language);
      const strangerCode = codeIn(await nextMail(owner.email));

      await signsInWithGoogle(page, {
        email: owner.email,
        given_name: 'Selin',
        family_name: 'Kaya',
      });
      const session = await continueWithGoogle(page, language);
      await expect(welcome(page, 'Selin')).toBeVisible();
      expect(session.user).toMatchObject({ name: 'Selin', surname: 'Kaya' });
      expect(session.user.userName).not.toBe(stranger.userName);

      // Google's proof dropped the sign-up: neither its code nor its password opens the account.
      const verified = await request.post('/api/auth/verify-email', {
        data: { email: owner.email, otp: strangerCode, password: stranger.password },
      });
      expect(verified.status()).toBe(400);
      const login = await request.post('/api/auth/login', {
        data: { email: owner.email, password: stranger.password },
      });
      expect(login.status()).toBe(401);
    });

    test('an account whose address its code proved is linked, keeping its names and password', async ({
      page,
      request,
    }) => {
      const account = await createAccount(request, 'Derin', language);
      await signsInWithGoogle(page, {
        email: account.email,
        given_name: 'Someone',
        family_name: 'Else',
      });
      const session = await continueWithGoogle(page, language);
      await expect(welcome(page, account.name)).toBeVisible();

      const exported = await request.get('/api/user/export', {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      const file = (await exported.json()) as AccountExport;
      expect(file.profile).toMatchObject({
        email: account.email,
        userName: account.userName,
        name: account.name,
        googleLinked: true,
        hasPassword: true,
      });
      const login = await request.post('/api/auth/login', {
        data: { email: account.email, password: account.password },
      });
      expect(login.ok()).toBe(true);
    });
  });
}
