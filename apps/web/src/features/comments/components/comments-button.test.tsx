import type { Collection } from '@kolekt/shared/collection';
import type { Comment } from '@kolekt/shared/comment';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionQueryOptions } from '@/features/collections/api/get-collection';
import { useSessionStore } from '@/stores/session-store';
import { collectionFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { CommentsButton } from './comments-button';

const collection: Collection = collectionFixture();

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().clearSession();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const trigger = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });

describe('CommentsButton badge', () => {
  it.each([
    { count: 0, label: 'Comments', badge: null },
    { count: 5, label: 'Comments (5)', badge: '5' },
    { count: 99, label: 'Comments (99)', badge: '99' },
    { count: 150, label: 'Comments (99+)', badge: '99+' },
  ])('labels $count comments $label', ({ count, label, badge }) => {
    renderWithProviders(<CommentsButton collection={{ ...collection, commentCount: count }} />);
    const button = screen.getByRole('button', { name: label });
    if (badge === null) expect(button).toHaveTextContent(/^Comments$/);
    else expect(within(button).getByText(badge)).toBeInTheDocument();
    // The visible words are part of the name (WCAG 2.5.3), the count a word of its own.
    if (badge !== null)
      expect(button).toHaveTextContent(new RegExp(`^Comments ${badge}$`.replace('+', '\\+')));
    // The exact count comes with the collection: no comment page is fetched for the badge.
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/** The button reads the cached collection, as the collection page does. */
function CommentsArea() {
  const { data } = useQuery(collectionQueryOptions(collection.id));
  return data ? <CommentsButton collection={data} /> : null;
}

const signIn = () =>
  useSessionStore.getState().setSession({
    accessToken: 'token',
    user: {
      id: 'u2',
      name: 'Mehmet',
      surname: 'Demir',
      userName: 'mehmetdemir',
      email: 'mehmet@example.com',
      biography: null,
      profileImagePath: null,
      language: 'tr',
    },
  });

/** An api holding the collection's comments: pages of 10, the exact total on every page. */
function fakeApi(initial: number) {
  const comment = (i: number, content = `comment ${i}`): Comment => ({
    id: `c${i}`,
    userId: 'u2',
    collectionId: collection.id,
    content,
    createdAt: '2025-01-02T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    user: { name: 'Mehmet', surname: 'Demir', userName: 'mehmetdemir' },
  });
  let rows = Array.from({ length: initial }, (_, i) => comment(initial - i));
  let next = initial + 1;
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === '/api/comment/create') {
      const { content } = JSON.parse(String(init?.body)) as { content: string };
      rows = [comment(next++, content), ...rows];
      return envelopeResponse({ success: true, statusCode: 201, data: rows[0]!.id });
    }
    if (init?.method === 'DELETE') {
      rows = rows.filter((row) => !path.endsWith(`/${row.id}`));
      return envelopeResponse({ success: true, data: null });
    }
    if (path.startsWith('/api/comment/comments/')) {
      const pageIndex = Number(new URL(path, 'http://x').searchParams.get('pageIndex'));
      const items = rows.slice((pageIndex - 1) * 10, pageIndex * 10);
      const hasNextPage = rows.length > pageIndex * 10;
      return envelopeResponse({
        success: true,
        data: { items, pageIndex, pageSize: 10, totalCount: rows.length, hasNextPage },
      });
    }
    return envelopeResponse({
      success: true,
      data: { ...collection, commentCount: rows.length },
    });
  });
}

describe('CommentsButton count after changes', () => {
  it('follows posting and deleting a comment, across the 99+ cap', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    fakeApi(99);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<CommentsArea />);

    await user.click(await screen.findByRole('button', { name: 'Comments (99)' }));
    const list = await screen.findByRole('list', { name: 'Comment list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    await user.type(box, 'Harika seçki{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(trigger('Comments (99+)')).toBeInTheDocument();
    expect(within(list).getByText('Harika seçki')).toBeInTheDocument();

    await user.click(within(list).getAllByRole('button', { name: 'Delete comment' })[0]!);
    await waitFor(() => expect(trigger('Comments (99)')).toBeInTheDocument());
    expect(within(list).queryByText('Harika seçki')).not.toBeInTheDocument();
  });

  it('counts up from none and back down to a hidden badge', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    fakeApi(0);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<CommentsArea />);

    await user.click(await screen.findByRole('button', { name: 'Comments' }));
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    await user.type(
      await screen.findByRole('textbox', { name: 'Your comment' }),
      'İlk yorum{Enter}',
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(trigger('Comments (1)')).toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(trigger(/^Comments$/)).toBeInTheDocument());
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
  });
});
