import type { Notification } from '@kolekt/shared/notification';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { useNotificationsStore } from '../stores/notifications-store';
import { NotificationsBell } from './notifications-bell';

// The connection factory is faked; the test delivers live notifications through its handler.
const hub = vi.hoisted(() => ({
  deliver: null as ((notification: Notification) => void) | null,
}));
vi.mock('../lib/notification-hub', () => ({
  createNotificationHub: async ({
    onNotification,
  }: {
    onNotification: (notification: Notification) => void;
  }) => {
    hub.deliver = onNotification;
    return { start: async () => {}, stop: async () => {} };
  },
}));

const note = (id: string, isRead = false): Notification => ({
  id,
  type: 'system',
  params: { title: `Title ${id}`, message: `Message ${id}` },
  title: `Title ${id}`,
  message: `Message ${id}`,
  createdAt: new Date().toISOString(),
  isRead,
});

const fetchMock = vi.fn<typeof fetch>();
let firstPage = { items: [] as Notification[], unreadCount: 0, hasNextPage: false };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/api/notification?')) {
      return envelopeResponse({
        success: true,
        data: { ...firstPage, pageIndex: 1, pageSize: 10, totalCount: firstPage.items.length },
      });
    }
    if (path === '/api/notification/read-all') {
      return envelopeResponse({ success: true, data: { unreadCount: 0 } });
    }
    const unread = useNotificationsStore.getState().unreadCount;
    if (path.startsWith('/api/notification/read/')) {
      return envelopeResponse({ success: true, data: { unreadCount: unread - 1 } });
    }
    if (init?.method === 'DELETE') {
      return envelopeResponse({ success: true, data: { unreadCount: unread } });
    }
    return envelopeResponse({ success: false, statusCode: 404 });
  });
  useNotificationsStore.getState().reset();
  firstPage = { items: [], unreadCount: 0, hasNextPage: false };
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useModalStore.getState().close();
  useSessionStore.getState().clearSession();
});

const signIn = () =>
  useSessionStore.setState({
    token: 'jwt',
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

function renderBell() {
  return renderWithProviders(
    <>
      <NotificationsBell />
      <Toaster />
    </>,
  );
}

describe('NotificationsBell', () => {
  it('asks a guest to log in and keeps them on the page afterwards', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationsBell />, {
      path: '/store/:slug',
      initialEntries: ['/store/n11'],
    });
    window.history.replaceState(null, '', '/store/n11');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Please login to see your notifications.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(useModalStore.getState().stack).toMatchObject([{ kind: 'auth' }]);
    expect(localStorage.getItem(storageKeys.noRedirect)).toBe('/store/n11');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a signed-in user the empty panel', async () => {
    signIn();
    renderBell();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('caps the unread badge at 99+', async () => {
    signIn();
    firstPage = { items: [note('a')], unreadCount: 120, hasNextPage: true };
    renderBell();
    expect(
      await screen.findByRole('status', { name: '120 unread notifications' }),
    ).toHaveTextContent('99+');
  });

  it('marks one read, then all, and deletes, keeping the badge right', async () => {
    signIn();
    firstPage = {
      items: [note('a'), note('b'), note('c', true)],
      unreadCount: 2,
      hasNextPage: false,
    };
    const user = userEvent.setup();
    renderBell();
    const badge = await screen.findByRole('status', { name: '2 unread notifications' });
    expect(badge).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const list = await screen.findByRole('list', { name: 'Notification list' });
    const itemA = within(list).getByRole('listitem', { name: 'Title a' });
    expect(itemA).toHaveTextContent('System');
    expect(itemA).toHaveTextContent('Message a');
    expect(itemA).toHaveTextContent('Just now');
    // Only unread items have the check button.
    expect(within(list).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);
    expect(within(list).getAllByRole('button', { name: 'Delete notification' })).toHaveLength(3);

    await user.click(within(itemA).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(badge).toHaveTextContent('1'));
    expect(within(itemA).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: /unread/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();

    const itemB = within(list).getByRole('listitem', { name: 'Title b' });
    await user.click(within(itemB).getByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(itemB).not.toBeInTheDocument());
  });

  it('prepends a live notification once and raises the badge without a reload', async () => {
    signIn();
    firstPage = { items: [note('old', true)], unreadCount: 0, hasNextPage: false };
    const user = userEvent.setup();
    renderBell();
    await waitFor(() => expect(hub.deliver).not.toBeNull());
    await waitFor(() => expect(useNotificationsStore.getState().items).toHaveLength(1));
    act(() => hub.deliver?.(note('live')));
    act(() => hub.deliver?.(note('live')));
    expect(screen.getByRole('status', { name: '1 unread notification' })).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const items = within(
      await screen.findByRole('list', { name: 'Notification list' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Title live',
      'Title old',
    ]);
  });

  it('loads more only while more exist', async () => {
    signIn();
    firstPage = { items: [note('a', true)], unreadCount: 0, hasNextPage: true };
    const user = userEvent.setup();
    renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/notification?pageIndex=2&pageSize=10',
      ),
    );
  });

  it('says so when marking read fails', async () => {
    signIn();
    firstPage = { items: [note('a')], unreadCount: 1, hasNextPage: false };
    const user = userEvent.setup();
    renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    fetchMock.mockImplementation(async () => envelopeResponse({ success: false, statusCode: 500 }));
    await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Failed to mark notification as read')).toBeInTheDocument();
  });
});
