import { storageKeys } from './storage-keys';

/** Where the next successful login should go; set when a guest is stopped on the way somewhere. */
export function rememberReturnPath(path: string): void {
  localStorage.setItem(storageKeys.returnPath, path);
}

/** Remembers the page a guest opened the auth modal on, so login keeps them there. */
export function rememberNoRedirectPath(path: string): void {
  localStorage.setItem(storageKeys.noRedirect, path);
}

/** The auth screens start their own flow: a no-redirect page left by a closed modal is stale. */
export function forgetNoRedirectPath(): void {
  localStorage.removeItem(storageKeys.noRedirect);
}

/** The page to open after login (no-redirect page, then return path, then /); clears both keys. */
export function takePostLoginPath(): string {
  const target =
    localStorage.getItem(storageKeys.noRedirect) ??
    localStorage.getItem(storageKeys.returnPath) ??
    '/';
  localStorage.removeItem(storageKeys.noRedirect);
  localStorage.removeItem(storageKeys.returnPath);
  // Only same-site paths: a stored absolute URL would turn the key into an open redirect.
  return target.startsWith('/') && !target.startsWith('//') ? target : '/';
}
