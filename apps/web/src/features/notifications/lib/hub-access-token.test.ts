import { UnsecuredJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { envelopeResponse } from '@/test/render';
import { hubAccessToken } from './hub-access-token';

const fetchMock = vi.fn<typeof fetch>();
const user = {
  id: '2d7c1f59-5d1b-4a8e-9a56-3f1f3b0d9c11',
  name: 'Ayşe',
  surname: 'Yılmaz',
  userName: 'ayseyilmaz',
  email: 'ayse@example.com',
  biography: null,
  profileImagePath: null,
  language: 'tr' as const,
};
const tokenExpiringIn = (seconds: number) =>
  new UnsecuredJWT({}).setExpirationTime(Math.floor(Date.now() / 1000) + seconds).encode();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('hubAccessToken', () => {
  it('hands the stored token over while it has time left', async () => {
    const token = tokenExpiringIn(10 * 60);
    useSessionStore.getState().setSession({ accessToken: token, user });
    expect(await hubAccessToken()).toBe(token);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes a token at its end first, so the reconnect after expiry is let in', async () => {
    useSessionStore.getState().setSession({ accessToken: tokenExpiringIn(5), user });
    const fresh = tokenExpiringIn(15 * 60);
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: true, data: { accessToken: fresh, user } }),
    );
    expect(await hubAccessToken()).toBe(fresh);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/refresh-token');
    expect(useSessionStore.getState().token).toBe(fresh);
  });

  it('gives no token when the session cannot be refreshed', async () => {
    useSessionStore.getState().setSession({ accessToken: tokenExpiringIn(-60), user });
    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: false, statusCode: 401 }));
    expect(await hubAccessToken()).toBe('');
    expect(useSessionStore.getState().token).toBeNull();
  });
});
