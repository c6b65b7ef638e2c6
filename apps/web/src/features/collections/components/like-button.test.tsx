import type { Collection } from '@kolekt/shared/collection';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { LoginPrompt } from '@/components/login-prompt';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { collectionFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { collectionQueryOptions } from '../api/get-collection';
import { CollectionInfoTiles } from './collection-info-tiles';
import { LikeButton } from './like-button';

const collection: Collection = collectionFixture({ viewCount: 1500 });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useModalStore.getState().close();
  useSessionStore.getState().clearSession();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** The button and tiles read the cached collection, as the collection page does. */
function LikeArea() {
  const { data } = useQuery(collectionQueryOptions(collection.id));
  if (!data) return null;
  return (
    <>
      <LikeButton collection={data} />
      <CollectionInfoTiles collection={data} />
      <Toaster />
    </>
  );
}

const visitor = {
  id: '7b1c9e52-3f0a-4d6b-9c8e-2a5f4d3b1e07',
  name: 'Mehmet',
  surname: 'Demir',
  userName: 'mehmetdemir',
  email: 'mehmet@example.com',
  biography: null,
  profileImagePath: null,
  language: 'tr' as const,
};
const signIn = () => useSessionStore.getState().setSession({ accessToken: 'token', user: visitor });

describe('LikeButton', () => {
  it('waits for the start-up refresh before taking a signed-in visitor for a guest', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      // The refresh cookie restores the session the page was drawn without.
      if (url.endsWith('/auth/refresh-token')) {
        return envelopeResponse({ success: true, data: { accessToken: 'token', user: visitor } });
      }
      if (url.endsWith('/like/create')) return envelopeResponse({ success: true, data: null });
      return envelopeResponse({ success: true, data: collection });
    });
    renderWithProviders(<LikeArea />);
    await userEvent.click(await screen.findByRole('button', { name: /like|beğen/i }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/like/create'))).toBe(true),
    );
    expect(useModalStore.getState().stack).toHaveLength(0);
  });

  it('toggles the like and moves the count by one', async () => {
    signIn();
    const user = userEvent.setup();
    let liked = false;
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.startsWith('/api/like/')) {
        liked = init?.method === 'POST';
        return envelopeResponse({
          success: true,
          data: { likeCount: liked ? 1 : 0, isCurrentUserLiked: liked },
        });
      }
      return envelopeResponse({
        success: true,
        data: { ...collection, isCurrentUserLiked: liked },
      });
    });
    renderWithProviders(<LikeArea />);
    const likes = await screen.findByRole('status', { name: 'Likes' });
    expect(likes).toHaveTextContent('0');
    expect(screen.getByText('1.5K')).toBeInTheDocument();

    // The name holds the count the button shows (WCAG 2.5.3 label in name).
    await user.click(screen.getByRole('button', { name: 'Like collection 0' }));
    await waitFor(() => expect(likes).toHaveTextContent('1'));
    const unlike = screen.getByRole('button', { name: 'Unlike collection 1' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    const form = fetchMock.mock.calls.find(([url]) => url === '/api/like/create')?.[1]?.body;
    expect((form as FormData).get('CollectionId')).toBe(collection.id);

    await user.click(unlike);
    await waitFor(() => expect(likes).toHaveTextContent('0'));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/like/delete' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('asks a guest to log in with the spec text', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse({ success: true, data: collection }));
    const user = userEvent.setup();
    renderWithProviders(<LikeArea />);
    await user.click(await screen.findByRole('button', { name: 'Like collection 0' }));
    const top = useModalStore.getState().stack.at(-1);
    expect(top).toMatchObject({ kind: 'loginPrompt' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('like/'))).toBe(false);

    renderWithProviders(<LoginPrompt {...(top?.props as { messageKey: string })} />);
    expect(screen.getByText('Please login to like this collection')).toBeInTheDocument();
  });

  it('says so when the like fails', async () => {
    signIn();
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('like/')
        ? envelopeResponse({ success: false, statusCode: 500 })
        : envelopeResponse({ success: true, data: collection }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LikeArea />);
    await user.click(await screen.findByRole('button', { name: 'Like collection 0' }));
    expect(await screen.findByText('Collection could not be liked')).toBeInTheDocument();
  });
});
