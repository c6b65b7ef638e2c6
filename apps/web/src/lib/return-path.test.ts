import { describe, expect, it } from 'vitest';
import { storageKeys } from './storage-keys';
import {
  forgetNoRedirectPath,
  rememberNoRedirectPath,
  rememberReturnPath,
  takePostLoginPath,
} from './return-path';

describe('post-login path', () => {
  it('defaults to /', () => {
    expect(takePostLoginPath()).toBe('/');
  });

  it('prefers the noRedirect page over the return path and clears both', () => {
    rememberReturnPath('/collections');
    rememberNoRedirectPath('/store/trendyol');
    expect(takePostLoginPath()).toBe('/store/trendyol');
    expect(localStorage.getItem(storageKeys.noRedirect)).toBeNull();
    expect(localStorage.getItem(storageKeys.returnPath)).toBeNull();
  });

  it('refuses anything that is not a same-site path', () => {
    localStorage.setItem(storageKeys.returnPath, '//evil.example/phish');
    expect(takePostLoginPath()).toBe('/');
    localStorage.setItem(storageKeys.returnPath, 'https://evil.example');
    expect(takePostLoginPath()).toBe('/');
  });

  it('falls back to the return path once the no-redirect page is forgotten', () => {
    rememberReturnPath('/collections');
    rememberNoRedirectPath('/store/trendyol');
    forgetNoRedirectPath();
    expect(takePostLoginPath()).toBe('/collections');
  });
});
