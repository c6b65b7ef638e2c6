import type { Notification } from '@kolekt/shared/notification';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { envelopeResponse } from '@/test/render';
import { useNotificationsStore } from '../stores/notifications-store';
import { useNotificationHub } from './use-notification-hub';

// The SignalR connection factory is the boundary: the builder records how it was configured.
const signalr = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  const connection = {
    start: vi.fn(async () => {}),
    stop: vi.fn(async () => {}),
    on: vi.fn((event: string, handler: (payload: unknown) => void) => handlers.set(event, handler)),
  };
  const calls: Record<string, unknown[]> = {};
  class HubConnectionBuilder {
    constructor() {
      for (const key of Object.keys(calls)) delete calls[key];
    }
    withUrl(...args: unknown[]) {
      calls.withUrl = args;
      return this;
    }
    withAutomaticReconnect(...args: unknown[]) {
      calls.withAutomaticReconnect = args;
      return this;
    }
    withServerTimeout(...args: unknown[]) {
      calls.withServerTimeout = args;
      return this;
    }
    withKeepAliveInterval(...args: unknown[]) {
      calls.withKeepAliveInterval = args;
      return this;
    }
    configureLogging(...args: unknown[]) {
      calls.configureLogging = args;
      return this;
    }
    build() {
      return connection;
    }
  }
  return { handlers, connection, calls, HubConnectionBuilder };
});

vi.mock('@microsoft/signalr', () => ({
  HubConnectionBuilder: signalr.HubConnectionBuilder,
  HttpTransportType: { WebSockets: 1 },
  LogLevel: { Warning: 3 },
}));

const fetchMock = vi.fn<typeof fetch>();
const signIn = () =>
  useSessionStore.getState().setSession({
    accessToken: 'token-1',
    user: {
      id: '2d7c1f59-5d1b-4a8e-9a56-3f1f3b0d9c11',
      name: 'Ayşe',
      surname: 'Yılmaz',
      userName: 'ayseyilmaz',
      email: 'ayse@example.com',
      biography: null,
      profileImagePath: null,
      language: 'tr',
    },
  });
const live: Notification = {
  id: 'n1',
  type: 'comment',
  params: {
    actorName: 'Mehmet',
    actorSurname: 'Kaya',
    actorUserName: 'mehmetk',
    collectionId: '6f1c2b1e-8d4a-4c3b-9f2e-1a2b3c4d5e6f',
    collectionName: 'Kulaklıklar',
    commentPreview: 'Çok güzel',
  },
  title: 'Yeni yorum',
  message: 'Mehmet Kaya (@mehmetk) "Kulaklıklar" koleksiyonuna yorum yaptı: "Çok güzel"',
  createdAt: '2025-06-01T12:00:00.000Z',
  isRead: false,
};

let queryClient: QueryClient;
function renderHub() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useNotificationHub(), { wrapper });
}

beforeEach(() => {
  queryClient = new QueryClient();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () =>
    envelopeResponse({
      success: true,
      data: {
        items: [],
        pageIndex: 1,
        pageSize: 10,
        totalCount: 0,
        hasNextPage: false,
        unreadCount: 4,
      },
    }),
  );
  useSessionStore.getState().clearSession();
  useNotificationsStore.getState().reset();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  signalr.connection.start.mockClear();
  signalr.connection.stop.mockClear();
});

describe('useNotificationHub', () => {
  it('stays offline for a guest', async () => {
    renderHub();
    await act(async () => {});
    expect(signalr.connection.start).not.toHaveBeenCalled();
  });

  it('connects on sign-in as spec §9 says, fetches the first page, and stops on sign-out', async () => {
    renderHub();
    act(() => signIn());
    await waitFor(() => expect(signalr.connection.start).toHaveBeenCalledTimes(1));

    const [url, options] = signalr.calls.withUrl as [
      string,
      { skipNegotiation: boolean; transport: number; accessTokenFactory: () => Promise<string> },
    ];
    expect(url).toBe('/hubs/notification');
    expect(options).toMatchObject({ skipNegotiation: true, transport: 1 });
    expect(await options.accessTokenFactory()).toBe('token-1');
    expect(signalr.calls.withAutomaticReconnect).toEqual([[0, 2000, 10000, 30000]]);
    expect(signalr.calls.withServerTimeout).toEqual([30000]);
    expect(signalr.calls.withKeepAliveInterval).toEqual([15000]);

    await waitFor(() => expect(useNotificationsStore.getState().unreadCount).toBe(4));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/notification?pageIndex=1&pageSize=10');

    act(() => signalr.handlers.get('ReceiveNotification')?.(live));
    expect(useNotificationsStore.getState().items).toEqual([live]);
    expect(useNotificationsStore.getState().unreadCount).toBe(5);

    act(() => useSessionStore.getState().clearSession());
    expect(signalr.connection.stop).toHaveBeenCalledTimes(1);
    expect(useNotificationsStore.getState()).toMatchObject({ items: [], unreadCount: 0 });
  });

  it('refreshes what a live notification says has changed', async () => {
    signIn();
    const { unmount } = renderHub();
    await waitFor(() => expect(signalr.connection.start).toHaveBeenCalled());
    const userId = useSessionStore.getState().user?.id ?? '';
    queryClient.setQueryData(['user', userId], { followerCount: 0 });
    queryClient.setQueryData(['collection', 'c1'], { likeCount: 0, commentCount: 0 });
    queryClient.setQueryData(['comments', 'c1'], { pages: [] });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    act(() => signalr.handlers.get('ReceiveNotification')?.({ ...live, id: 'n2', type: 'follow' }));
    expect(stale(['user', userId])).toBe(true);
    expect(stale(['collection', 'c1'])).toBe(false);

    act(() => signalr.handlers.get('ReceiveNotification')?.({ ...live, id: 'n3', type: 'like' }));
    expect(stale(['collection', 'c1'])).toBe(true);
    expect(stale(['comments', 'c1'])).toBe(false);

    act(() => signalr.handlers.get('ReceiveNotification')?.({ ...live, id: 'n4' }));
    expect(stale(['comments', 'c1'])).toBe(true);

    const history = ['prices', 'history', 'p1', 90];
    queryClient.setQueryData(history, { items: [] });
    queryClient.setQueryData(['products', 'collection', 'c1'], { pages: [] });
    const drop: Notification = {
      ...live,
      id: 'n5',
      type: 'price_drop',
      params: {
        productId: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
        productTitle: 'Akıllı Saat Pro',
        productUrl: 'https://www.trendyol.com/saat',
        amount: '2499.00',
        previousAmount: '2799.00',
        targetPrice: null,
        currency: 'TRY',
      },
    };
    act(() => signalr.handlers.get('ReceiveNotification')?.(drop));
    expect(stale(history)).toBe(true);
    expect(stale(['products', 'collection', 'c1'])).toBe(true);
    unmount();
  });

  it('disconnects when the layout holding it unmounts', async () => {
    signIn();
    const { unmount } = renderHub();
    await waitFor(() => expect(signalr.connection.start).toHaveBeenCalled());
    unmount();
    expect(signalr.connection.stop).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed connection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signalr.connection.start.mockRejectedValueOnce(new Error('socket refused'));
    signIn();
    renderHub();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
