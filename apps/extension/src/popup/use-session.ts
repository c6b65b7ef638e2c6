import { useEffect, useState } from 'react';
import { getKolektOrigin, originPattern } from '../lib/kolekt-origin';
import { getToken, isExpired, onTokenChange } from '../lib/session-token';
import type { WorkerRequest } from '../lib/runtime-messages';

export type Session =
  | { kind: 'loading' }
  /** The browser has not allowed the extension on the Kolekt address (Firefox asks first). */
  | { kind: 'not-paired'; origin: string }
  | { kind: 'signed-out'; origin: string }
  | { kind: 'expired'; origin: string }
  | { kind: 'signed-in'; origin: string; token: string };

/** How long an open Kolekt tab gets to answer a token request before the popup says "expired". */
const refreshWaitMs = 3000;

function sessionOf(origin: string, token: string | null): Session {
  if (!token) return { kind: 'signed-out', origin };
  return isExpired(token) ? { kind: 'expired', origin } : { kind: 'signed-in', origin, token };
}

/**
 * The pairing as the popup sees it, live: the app signing in or out (or renewing the token)
 * while the popup is open changes it at once. An expired token first asks an open Kolekt tab
 * for a fresh one.
 */
export function useSession(): Session {
  const [session, setSession] = useState<Session>({ kind: 'loading' });

  useEffect(() => {
    let origin = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onTokenChange((token) => {
      clearTimeout(timer);
      if (origin) setSession(sessionOf(origin, token));
    });
    void (async () => {
      origin = await getKolektOrigin();
      const allowed = await chrome.permissions.contains({ origins: [originPattern(origin)] });
      if (!allowed) return setSession({ kind: 'not-paired', origin });
      const token = await getToken();
      if (!token || !isExpired(token)) return setSession(sessionOf(origin, token));
      const request: WorkerRequest = { kind: 'request-token' };
      void chrome.runtime.sendMessage(request).catch(() => undefined);
      timer = setTimeout(() => setSession({ kind: 'expired', origin }), refreshWaitMs);
    })();
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);

  return session;
}

/** Opens Kolekt in a new tab, where signing in (or the session refresh) pairs the extension. */
export function openKolekt(origin: string, path = '/') {
  void chrome.tabs.create({ url: `${origin}${path}` });
}
