import { decodeJwt } from 'jose';
import { refreshSession } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

/**
 * The hub closes a socket when its token expires and tells the client to reconnect; a token this
 * close to its end is refreshed first, so the reconnect is let in.
 */
const refreshMarginMs = 30_000;

function expiresSoon(token: string, now: number): boolean {
  try {
    const { exp } = decodeJwt(token);
    return exp !== undefined && exp * 1000 - now < refreshMarginMs;
  } catch {
    // Not readable here: the server decides.
    return false;
  }
}

/** The access token for a hub (re)connect: the stored one, or a refreshed one near its end. */
export async function hubAccessToken(): Promise<string> {
  const token = useSessionStore.getState().token;
  if (!token || !expiresSoon(token, Date.now())) return token ?? '';
  const session = await refreshSession();
  return session?.accessToken ?? '';
}
