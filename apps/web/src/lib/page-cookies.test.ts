import { afterEach, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture } from '@/test/fixtures';
import { keepLanguageCookie, keepSignedInCookie } from './page-cookies';

const cookies = () => document.cookie;

afterEach(() => {
  useSessionStore.getState().clearSession();
  document.cookie = 'kolekt_language=; path=/; max-age=0';
  document.cookie = 'kolekt_signed_in=; path=/; max-age=0';
});

it('mirrors signing in and out for the page route', () => {
  const stop = keepSignedInCookie();
  expect(cookies()).not.toContain('kolekt_signed_in');
  useSessionStore.getState().setSession({ accessToken: 'a.b.c', user: sessionUserFixture() });
  expect(cookies()).toContain('kolekt_signed_in=1');
  useSessionStore.getState().clearSession();
  expect(cookies()).not.toContain('kolekt_signed_in');
  stop();
});

it('keeps the chosen language for the page route', () => {
  keepLanguageCookie('en');
  expect(cookies()).toContain('kolekt_language=en');
});
