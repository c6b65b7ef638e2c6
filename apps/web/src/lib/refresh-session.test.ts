import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse } from '@/test/render';
import { useSessionStore } from '@/stores/session-store';
import { refreshSession, sessionUnconfirmed } from './api-client';

vi.mock('./extension-bridge', () => ({ notifyExtension: vi.fn(async () => false) }));

// Counts loads of the session schema's module (it brings zod, 23 kB gzipped).
const schemaLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@kolekt/shared/user', async (importOriginal) => {
  schemaLoads.count += 1;
  return importOriginal();
});

const user = sessionUserFixture({ id: '2d7c1f59-5d1b-4a8e-9a56-3f1f3b0d9c11' });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().clearSession();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

it("a guest's start-up refresh loads no schema; a session coming back is read with it", async () => {
  fetchMock.mockResolvedValueOnce(
    envelopeResponse({ success: true, message: 'No session to refresh.', data: null }),
  );
  await expect(refreshSession()).resolves.toBeNull();
  expect(schemaLoads.count).toBe(0);

  fetchMock.mockResolvedValueOnce(
    envelopeResponse({ success: true, data: { accessToken: 'a1', user } }),
  );
  await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'a1' });
  expect(schemaLoads.count).toBe(1);
  expect(useSessionStore.getState()).toMatchObject({ token: 'a1', user: { id: user.id } });

  // A reply that is not a session is refused by the schema, as before.
  fetchMock.mockResolvedValueOnce(envelopeResponse({ success: true, data: { accessToken: 7 } }));
  await expect(refreshSession()).resolves.toBeNull();
  expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
});

it('keeps the session when the refresh gets no answer (offline), and says it is unconfirmed', async () => {
  useSessionStore.getState().setSession({ accessToken: 'kept', user });
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(refreshSession()).resolves.toBeNull();
  expect(useSessionStore.getState()).toMatchObject({ token: 'kept', user: { id: user.id } });
  expect(sessionUnconfirmed()).toBe(true);

  fetchMock.mockResolvedValueOnce(
    envelopeResponse({ success: true, message: 'No session to refresh.', data: null }),
  );
  await expect(refreshSession()).resolves.toBeNull();
  expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
  expect(sessionUnconfirmed()).toBe(false);
});
