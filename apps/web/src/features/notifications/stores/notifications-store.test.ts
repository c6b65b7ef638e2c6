import type { Notification } from '@kolekt/shared/notification';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '@/test/render';
import { useNotificationsStore } from './notifications-store';

const note = (id: string, isRead = false): Notification => ({
  id,
  type: 'follow',
  params: { actorName: 'Deniz', actorSurname: 'Ak', actorUserName: `deniz_${id}` },
  title: 'Yeni takipçi',
  message: `Deniz Ak (@deniz_${id}) sizi takip etmeye başladı.`,
  createdAt: '2025-06-01T12:00:00.000Z',
  isRead,
});

const fetchMock = vi.fn<typeof fetch>();
const page = (items: Notification[], unreadCount: number, hasNextPage = false, pageIndex = 1) =>
  envelopeResponse({
    success: true,
    data: { items, pageIndex, pageSize: 10, totalCount: items.length, hasNextPage, unreadCount },
  });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useNotificationsStore.getState().reset();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const state = () => useNotificationsStore.getState();

describe('notifications store', () => {
  it('prepends live notifications and ignores a repeated id', () => {
    state().receive(note('a'));
    state().receive(note('b'));
    state().receive(note('a'));
    expect(state().items.map((item) => item.id)).toEqual(['b', 'a']);
    expect(state().unreadCount).toBe(2);
  });

  it('keeps a live arrival when the first page comes, without listing it twice', async () => {
    state().receive(note('live'));
    fetchMock.mockResolvedValueOnce(page([note('live'), note('old', true)], 1, true));
    await state().loadFirstPage();
    expect(state().items.map((item) => item.id)).toEqual(['live', 'old']);
    expect(state()).toMatchObject({ unreadCount: 1, hasNextPage: true, pageIndex: 1 });

    state().receive(note('newer'));
    fetchMock.mockResolvedValueOnce(page([note('old', true), note('older', true)], 2, false, 2));
    await state().loadNextPage();
    expect(state().items.map((item) => item.id)).toEqual(['newer', 'live', 'old', 'older']);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      '/api/notification?pageIndex=2&pageSize=10',
    );
    expect(state().hasNextPage).toBe(false);
  });

  it('takes the unread count from read, read-all and delete replies', async () => {
    fetchMock.mockResolvedValueOnce(page([note('a'), note('b'), note('c')], 3));
    await state().loadFirstPage();

    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: true, data: { unreadCount: 2 } }));
    await state().markRead('a');
    expect(fetchMock.mock.calls.at(-1)).toMatchObject([
      '/api/notification/read/a',
      { method: 'PUT' },
    ]);
    expect(state().unreadCount).toBe(2);
    expect(state().items.find((item) => item.id === 'a')?.isRead).toBe(true);

    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: true, data: { unreadCount: 1 } }));
    await state().remove('b');
    expect(fetchMock.mock.calls.at(-1)).toMatchObject([
      '/api/notification/b',
      { method: 'DELETE' },
    ]);
    expect(state().items.map((item) => item.id)).toEqual(['a', 'c']);
    expect(state().unreadCount).toBe(1);

    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: true, data: { unreadCount: 0 } }));
    await state().markAllRead();
    expect(fetchMock.mock.calls.at(-1)).toMatchObject([
      '/api/notification/read-all',
      { method: 'PUT' },
    ]);
    expect(state().unreadCount).toBe(0);
    expect(state().items.every((item) => item.isRead)).toBe(true);
  });

  it('leaves everything as it was when a call fails', async () => {
    state().receive(note('a'));
    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: false, statusCode: 500 }));
    await expect(state().markRead('a')).rejects.toThrow();
    expect(state()).toMatchObject({ unreadCount: 1, items: [{ id: 'a', isRead: false }] });
  });
});
