import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '@/test/render';
import { useSessionStore } from '@/stores/session-store';
import { apiRequest, networkErrorMessage, requestFailedMessage } from './api-client';
import { startEarlyRequest } from './early-requests';

vi.mock('./extension-bridge', () => ({ notifyExtension: vi.fn(async () => false) }));

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

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().clearSession();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('returns the envelope of a successful reply', async () => {
    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: true, message: 'OK', data: true }));
    await expect(apiRequest('user/isAvailableUserName?userName=ayse1')).resolves.toEqual({
      success: true,
      message: 'OK',
      data: true,
      statusCode: 200,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/isAvailableUserName?userName=ayse1');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en');
  });

  it('prefers the server message on failure and keeps the status', async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: false, message: 'E-mail already in use', statusCode: 409 }),
    );
    await expect(apiRequest('auth/register', { method: 'POST' })).resolves.toMatchObject({
      success: false,
      message: 'E-mail already in use',
      statusCode: 409,
    });
  });

  it("falls back to 'Request failed' when the reply has no message", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiRequest('config')).resolves.toEqual({
      success: false,
      message: requestFailedMessage,
      data: null,
      statusCode: 502,
    });
    expect(requestFailedMessage).toBe('Request failed');
  });

  it("maps a network error to 'An unexpected error occurred.' with status 500", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('config')).resolves.toEqual({
      success: false,
      message: 'An unexpected error occurred.',
      data: null,
      statusCode: 500,
    });
    expect(networkErrorMessage).toBe('An unexpected error occurred.');
  });

  it('sends forms as multipart and other bodies as JSON, with the bearer token', async () => {
    useSessionStore.getState().setSession({ accessToken: 'token-1', user });
    fetchMock.mockImplementation(async () => envelopeResponse({ success: true }));
    await apiRequest('auth/login', { method: 'POST', form: { email: 'a@b.co', password: 'x' } });
    await apiRequest('auth/logout', { method: 'POST', json: { userId: user.id } });

    const [, formInit] = fetchMock.mock.calls[0] ?? [];
    expect(formInit?.body).toBeInstanceOf(FormData);
    expect((formInit?.body as FormData).get('email')).toBe('a@b.co');
    expect(new Headers(formInit?.headers).get('Authorization')).toBe('Bearer token-1');

    const [, jsonInit] = fetchMock.mock.calls[1] ?? [];
    expect(jsonInit?.body).toBe(JSON.stringify({ userId: user.id }));
    expect(new Headers(jsonInit?.headers).get('Content-Type')).toBe('application/json');
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    useSessionStore.getState().setSession({ accessToken: 'expired', user });
    fetchMock
      .mockResolvedValueOnce(envelopeResponse({ success: false, message: 'Expired' }, 401))
      .mockResolvedValueOnce(
        envelopeResponse({ success: true, data: { accessToken: 'fresh', user } }),
      )
      .mockResolvedValueOnce(envelopeResponse({ success: true, data: 'ok' }));

    const reply = await apiRequest<string>('user/me');

    expect(reply).toMatchObject({ success: true, data: 'ok' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/user/me',
      '/api/auth/refresh-token',
      '/api/user/me',
    ]);
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer fresh',
    );
  });

  it('clears the session when the refresh after a 401 fails', async () => {
    useSessionStore.getState().setSession({ accessToken: 'expired', user });
    fetchMock
      .mockResolvedValueOnce(envelopeResponse({ success: false, message: 'Expired' }, 401))
      .mockResolvedValueOnce(envelopeResponse({ success: false, message: 'No session' }, 401));

    const reply = await apiRequest('user/me');

    expect(reply).toMatchObject({ success: false, statusCode: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('hands a download over as a file named by the server, and a failed one as its envelope', async () => {
    useSessionStore.getState().setSession({ accessToken: 'token', user });
    fetchMock
      .mockResolvedValueOnce(
        new Response('{"format":"kolekt-export"}', {
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="kolekt-export-2026-11-24.json"',
          },
        }),
      )
      .mockResolvedValueOnce(
        envelopeResponse({ success: false, message: 'Too many requests.', statusCode: 429 }),
      );

    const reply = await apiRequest<File>('user/export', { download: true });
    expect(reply.success).toBe(true);
    expect(reply.data?.name).toBe('kolekt-export-2026-11-24.json');
    expect(await reply.data?.text()).toBe('{"format":"kolekt-export"}');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer token',
    );

    await expect(apiRequest('user/export', { download: true })).resolves.toMatchObject({
      success: false,
      message: 'Too many requests.',
      statusCode: 429,
    });
  });
});

describe('early answers (a shared collection opened by a guest)', () => {
  it("takes a guest's read from the start-up entry instead of asking again", async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ success: true, message: '', data: 'early' }),
    );
    startEarlyRequest('collection/c1', 'en');
    await expect(apiRequest('collection/c1', { credentials: 'omit' })).resolves.toMatchObject({
      data: 'early',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks itself once signed in, and for anything but a read', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse({ success: true, message: '', data: 'fresh' }),
    );
    startEarlyRequest('collection/c2', 'en');
    startEarlyRequest('collection/c3', 'en');
    useSessionStore.getState().setSession({ accessToken: 'a.b.c', user });
    await expect(apiRequest('collection/c2')).resolves.toMatchObject({ data: 'fresh' });
    useSessionStore.getState().clearSession();
    await expect(apiRequest('collection/c3', { method: 'POST' })).resolves.toMatchObject({
      data: 'fresh',
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

it('offline, a request fails at once as unanswered, without trying the network', async () => {
  const fetchSpy = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchSpy);
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    const reply = await apiRequest('collection/c1');
    expect(reply).toMatchObject({ success: false, message: networkErrorMessage });
    expect(fetchSpy).not.toHaveBeenCalled();
  } finally {
    onLine.mockRestore();
    vi.unstubAllGlobals();
  }
});
