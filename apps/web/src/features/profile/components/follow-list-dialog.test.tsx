import type { FollowListUser } from '@kolekt/shared/user';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { FollowListDialog } from './follow-list-dialog';

const userId = '9b2f6c3e-1d4a-4f5b-8c6d-7e8f9a0b1c2d';
const person = (id: string, name: string, isFollowing = false): FollowListUser => ({
  id,
  name,
  surname: 'Kaya',
  userName: `${name.toLowerCase()}kaya`,
  profileImagePath: null,
  isFollowing,
});
const follower = person('11111111-1111-4111-8111-111111111111', 'Zeynep');
const followed = person('22222222-2222-4222-8222-222222222222', 'Ali', true);

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === '/api/user/follow') {
      return envelopeResponse({ success: false, statusCode: 500 });
    }
    const items = path.includes('/followers/') ? [follower] : [followed];
    return envelopeResponse({
      success: true,
      data: { items, pageIndex: 1, pageSize: 10, totalCount: 1, hasNextPage: false },
    });
  });
  useSessionStore.getState().setSession({
    accessToken: 'token',
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
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('FollowListDialog', () => {
  it('opens on the clicked tab behind a 500 ms skeleton', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<FollowListDialog userId={userId} tab="followings" />);
    expect(screen.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByText('Ali Kaya')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(await screen.findByText('Ali Kaya')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/user/followings/${userId}?pageIndex=1&pageSize=10`,
    );
    const avatar = document.querySelector('img');
    expect(avatar).toHaveAttribute('src', `/avatars/${followed.id}.png`);
    expect(screen.getByRole('link', { name: 'Open the profile of Ali Kaya' })).toHaveAttribute(
      'href',
      `/profile/${followed.id}`,
    );
  });

  it('switches to followers, and a card flips only when its call succeeds', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <FollowListDialog userId={userId} tab="followers" />
        <Toaster />
      </>,
    );
    const toggle = await screen.findByRole(
      'button',
      { name: 'Follow Zeynep Kaya' },
      { timeout: 2000 },
    );
    await user.click(toggle);
    expect(await screen.findByText('User could not be followed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Zeynep Kaya' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    fetchMock.mockImplementationOnce(async () =>
      envelopeResponse({ success: true, data: { isCurrentUserFollow: true, followerCount: 1 } }),
    );
    await user.click(screen.getByRole('button', { name: 'Follow Zeynep Kaya' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Zeynep Kaya' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(await screen.findByText('Ali Kaya', {}, { timeout: 2000 })).toBeInTheDocument();
  });
});
