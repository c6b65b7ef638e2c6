import type { Page } from '@playwright/test';
import { startFakeGoogle } from '../../apps/api/src/test/fake-google';
import { googlePort } from './ports';

/** The client id the e2e stack is set up with; the fake Google issues its tokens to it. */
export const googleClientId = 'kolekt-e2e.apps.googleusercontent.com';

/** Where the e2e stack checks Google tokens (GOOGLE_TOKENINFO_URL, GOOGLE_USERINFO_URL). */
export const googleUrls = {
  tokenInfo: `http://127.0.0.1:${googlePort}/tokeninfo`,
  userInfo: `http://127.0.0.1:${googlePort}/userinfo`,
};

/** The api tests' fake Google, on the port the e2e stack was told. */
export const startGoogle = () => startFakeGoogle({ port: googlePort });

/**
 * Google's identity script, which the app loads when its Google button is pressed, as a stand-in
 * with the part of `google.accounts.oauth2` the app calls: the token client hands back `token`
 * when asked with our client id and the openid, profile and email scopes, and an error otherwise.
 */
function identityScript(token: string) {
  return `window.google = { accounts: { oauth2: { initTokenClient: (config) => ({
  requestAccessToken: () => setTimeout(() => {
    const scopes = config.scope.split(' ').sort().join(' ');
    if (config.client_id !== ${JSON.stringify(googleClientId)} || scopes !== 'email openid profile') {
      config.error_callback?.({ type: 'unknown' });
      return;
    }
    config.callback({ access_token: ${JSON.stringify(token)}, token_type: 'Bearer', expires_in: 3599, scope: config.scope });
  }),
}) } } };`;
}

/** Serves the stand-in in place of https://accounts.google.com/gsi/client for this page. */
export async function stubGoogleIdentity(page: Page, token: string) {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: identityScript(token) }),
  );
}
