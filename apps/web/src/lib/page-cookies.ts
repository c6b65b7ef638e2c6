import { pageCookies } from '@kolekt/shared/page-cookies';
import { useSessionStore } from '@/stores/session-store';

const yearInSeconds = 365 * 24 * 60 * 60;

/** Sets a page cookie for a year, or removes it (`undefined`). */
function setCookie(name: string, value: string | undefined) {
  const lifetime =
    value === undefined ? 'expires=Thu, 01 Jan 1970 00:00:00 GMT' : `max-age=${yearInSeconds}`;
  document.cookie = `${name}=${value ?? ''}; path=/; ${lifetime}; samesite=lax`;
}

/** Mirrors the chosen language where the api's page route reads it. */
export function keepLanguageCookie(language: string) {
  setCookie(pageCookies.language, language);
}

/**
 * Mirrors "this browser keeps a session" where the api's page route reads it, now and on every
 * sign-in and sign-out, so a signed-in visitor is never sent a guest's drawn page.
 */
export function keepSignedInCookie() {
  const mirror = (token: string | null) => setCookie(pageCookies.signedIn, token ? '1' : undefined);
  mirror(useSessionStore.getState().token);
  return useSessionStore.subscribe((state, previous) => {
    if (Boolean(state.token) !== Boolean(previous.token)) mirror(state.token);
  });
}
