/**
 * The Kolekt access token the app handed over. It lives in `chrome.storage.session`, which by
 * default only the extension's own pages and worker can read (never a content script), and is
 * gone when the browser closes.
 */
const tokenKey = 'kolektToken';

export async function getToken(): Promise<string | null> {
  const stored = (await chrome.storage.session.get(tokenKey))[tokenKey];
  return typeof stored === 'string' ? stored : null;
}

export async function setToken(token: string): Promise<void> {
  await chrome.storage.session.set({ [tokenKey]: token });
}

export async function clearToken(): Promise<void> {
  await chrome.storage.session.remove(tokenKey);
}

/** Calls back with the token whenever the app signs the extension in or out. */
export function onTokenChange(listener: (token: string | null) => void): () => void {
  const onChanged = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    if (area !== 'session' || !(tokenKey in changes)) return;
    const value = changes[tokenKey]?.newValue;
    listener(typeof value === 'string' ? value : null);
  };
  chrome.storage.onChanged.addListener(onChanged);
  return () => chrome.storage.onChanged.removeListener(onChanged);
}

/** The token's `exp` (seconds) from its payload; the signature is the api's to check. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(
      atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')),
    );
    return typeof claims?.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/** True when the token's lifetime has run out (with a few seconds' margin for the trip). */
export function isExpired(token: string, now = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry * 1000 <= now + 5000;
}
