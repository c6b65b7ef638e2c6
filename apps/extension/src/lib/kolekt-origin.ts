/** Where the user's Kolekt runs; the one origin the bridge talks to and the popup saves to. */
export const defaultOrigin = 'http://localhost:3000';

const originKey = 'kolektOrigin';

/** `http(s)://host[:port]` of an address the user typed, or null when it is not one. */
export function toOrigin(address: string): string | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The match pattern of an origin. Ports are left out because Firefox's patterns cannot name one;
 * the bridge itself still talks only to the exact configured origin.
 */
export function originPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

/** The origin in `kolekt.json`, which the app's download writes into the zip it serves. */
async function bundledOrigin(): Promise<string | null> {
  try {
    const response = await fetch(chrome.runtime.getURL('kolekt.json'));
    if (!response.ok) return null;
    const file = (await response.json()) as { origin?: unknown };
    return typeof file.origin === 'string' ? toOrigin(file.origin) : null;
  } catch {
    return null;
  }
}

/** The saved origin, else the downloaded zip's, else the development default. */
export async function getKolektOrigin(): Promise<string> {
  const stored = (await chrome.storage.local.get(originKey))[originKey];
  if (typeof stored === 'string' && toOrigin(stored)) return stored;
  return (await bundledOrigin()) ?? defaultOrigin;
}

export async function setKolektOrigin(origin: string): Promise<void> {
  await chrome.storage.local.set({ [originKey]: origin });
}

/** The stored origin only (content scripts cannot fetch the bundled file cheaply). */
export async function storedKolektOrigin(): Promise<string | null> {
  const stored = (await chrome.storage.local.get(originKey))[originKey];
  return typeof stored === 'string' ? stored : null;
}
