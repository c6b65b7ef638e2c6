import type { Profile } from '@kolekt/shared/user';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { useUserProfile } from '../api/get-user';
import { ProfileHeader } from './profile-header';

const me = '2d7c1f59-5d1b-4a8e-9a56-3f1f3b0d9c11';
const profile: Profile = {
  id: '9b2f6c3e-1d4a-4f5b-8c6d-7e8f9a0b1c2d',
  name: 'Mehmet',
  surname: 'Demir',
  userName: 'mehmetdemir',
  biography: 'Kulaklık meraklısı',
  profileImagePath: null,
  followerCount: 4,
  followingCount: 2,
  isEditable: false,
  isCurrentUserFollow: false,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const signIn = () =>
  useSessionStore.getState().setSession({
    accessToken: 'token',
    user: {
      id: me,
      name: 'Ayşe',
      surname: 'Yılmaz',
      userName: 'ayseyilmaz',
      email: 'ayse@example.com',
      biography: null,
      profileImagePath: null,
      language: 'tr',
    },
  });

function Header() {
  const { data } = useUserProfile(profile.id);
  return data ? <ProfileHeader profile={data} /> : null;
}
const renderHeader = () =>
  renderWithProviders(
    <>
      <Header />
      <Toaster />
    </>,
  );

describe('FollowButton', () => {
  it('is disabled during the call, then flips the state and the follower count', async () => {
    signIn();
    let following = false;
    let release: () => void = () => {};
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url) === '/api/user/follow') {
        await new Promise<void>((resolve) => (release = resolve));
        following = true;
        expect(JSON.parse(String(init?.body))).toEqual({ followerId: me, followingId: profile.id });
        return envelopeResponse({
          success: true,
          data: { isCurrentUserFollow: true, followerCount: 5 },
        });
      }
      return envelopeResponse({
        success: true,
        data: { ...profile, isCurrentUserFollow: following, followerCount: following ? 5 : 4 },
      });
    });
    const user = userEvent.setup();
    renderHeader();
    const button = await screen.findByRole('button', { name: 'Follow Mehmet Demir' });
    expect(screen.getByRole('button', { name: '4 Followers' })).toBeInTheDocument();

    await user.click(button);
    expect(button).toBeDisabled();
    release();
    const unfollow = await screen.findByRole('button', { name: 'Unfollow Mehmet Demir' });
    expect(unfollow).toBeEnabled();
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '5 Followers' })).toBeInTheDocument();
  });

  it('keeps the state and says so when the call fails', async () => {
    signIn();
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/user/follow'
        ? envelopeResponse({ success: false, statusCode: 500 })
        : envelopeResponse({ success: true, data: profile }),
    );
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Follow Mehmet Demir' }));
    expect(await screen.findByText('User could not be followed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Mehmet Demir' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '4 Followers' })).toBeInTheDocument();
  });

  it('is hidden for a guest, whose follow status is unknown', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse({ success: true, data: { ...profile, isCurrentUserFollow: null } }),
    );
    renderHeader();
    expect(await screen.findByRole('heading', { name: 'Mehmet Demir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Follow|Unfollow) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
  });
});
