import type { Profile } from '@kolekt/shared/user';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProfileHeader } from './profile-header';

const ownProfile: Profile = {
  id: '9b2f6c3e-1d4a-4f5b-8c6d-7e8f9a0b1c2d',
  name: 'Ayşe',
  surname: 'Yılmaz',
  userName: 'ayseyilmaz',
  biography: null,
  profileImagePath: null,
  followerCount: 0,
  followingCount: 0,
  isEditable: true,
  isCurrentUserFollow: null,
};

describe('ProfileHeader', () => {
  it('links the own profile to the account settings, next to edit profile', () => {
    renderWithProviders(<ProfileHeader profile={ownProfile} />);
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
  });

  it("shows no settings link on someone else's profile", () => {
    renderWithProviders(<ProfileHeader profile={{ ...ownProfile, isEditable: false }} />);
    expect(screen.queryByRole('link', { name: 'Account settings' })).not.toBeInTheDocument();
  });

  it('says 1 Follower and 2 Followers, each count agreeing with its number', async () => {
    const first = renderWithProviders(
      <ProfileHeader profile={{ ...ownProfile, followerCount: 1, followingCount: 1 }} />,
    );
    expect(screen.getByRole('button', { name: '1 Follower' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 Following' })).toBeInTheDocument();
    first.unmount();
    renderWithProviders(
      <ProfileHeader profile={{ ...ownProfile, followerCount: 2, followingCount: 0 }} />,
    );
    expect(screen.getByRole('button', { name: '2 Followers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0 Following' })).toBeInTheDocument();

    // Turkish leaves the noun after a number as it is.
    await act(() => i18next.changeLanguage('tr'));
    expect(screen.getByRole('button', { name: '2 Takipçi' })).toBeInTheDocument();
  });
});
