import type { Profile } from '@kolekt/shared/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { ProfileEditDialog } from './profile-edit-dialog';

const profile: Profile = {
  id: '2d7c1f59-5d1b-4a8e-9a56-3f1f3b0d9c11',
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

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setSession({
    accessToken: 'token',
    user: { ...profile, email: 'ayse@example.com', language: 'tr' },
  });
  useModalStore.getState().push({ kind: 'editProfile', props: { profile } });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
  useModalStore.getState().close();
});

const renderDialog = () =>
  renderWithProviders(
    <>
      <ProfileEditDialog profile={profile} />
      <Toaster />
    </>,
  );

describe('ProfileEditDialog', () => {
  it('enables Save only while a field differs from the profile', async () => {
    const user = userEvent.setup();
    renderDialog();
    const save = screen.getByRole('button', { name: 'Save changes' });
    const biography = screen.getByRole('textbox', { name: 'Biography' });
    expect(save).toBeDisabled();
    await user.type(biography, 'Hi');
    expect(save).toBeEnabled();
    await user.clear(biography);
    expect(save).toBeDisabled();
  });

  it('shows the spec §5 messages', async () => {
    const user = userEvent.setup();
    renderDialog();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'A'.repeat(21));
    await user.tab();
    expect(await screen.findByText('Name must be less than 20 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Biography' }), {
      target: { value: 'b'.repeat(501) },
    });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Biography' }));
    expect(
      await screen.findByText('Biography must be less than 500 characters'),
    ).toBeInTheDocument();
  });

  it('saves, updates the signed-in user and closes', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse({ success: true, data: { ...profile, biography: 'Yeni biyografi' } }),
    );
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Biography' }), 'Yeni biyografi');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(useModalStore.getState().stack).toEqual([]));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/update');
    expect(init?.method).toBe('PUT');
    const form = init?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      name: 'Ayşe',
      surname: 'Yılmaz',
      biography: 'Yeni biyografi',
    });
    expect(useSessionStore.getState().user?.biography).toBe('Yeni biyografi');
  });

  it('says so when the update fails', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse({ success: false, statusCode: 500 }));
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'z');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('User could not be updated')).toBeInTheDocument();
    expect(useModalStore.getState().stack).toHaveLength(1);
  });

  it('uploads a picked picture and enables Save', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse({
        success: true,
        data: { profileImagePath: `/avatars/${profile.id}.png?v=2` },
      }),
    );
    const user = userEvent.setup();
    renderDialog();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Change picture'), file);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/profile-image');
    expect((init?.body as FormData).get('image')).toBeInstanceOf(File);
    expect(useSessionStore.getState().user?.profileImagePath).toBe(
      `/avatars/${profile.id}.png?v=2`,
    );
  });
});
