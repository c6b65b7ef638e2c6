import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { storageKeys } from '@/lib/storage-keys';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { ProtectedLink } from './protected-link';

const routes = [{ path: '/collections', element: <p>collections page</p> }];

afterEach(() => {
  useModalStore.getState().close();
  useSessionStore.getState().clearSession();
});

describe('ProtectedLink', () => {
  it('opens the large auth modal for a guest and remembers where they wanted to go', async () => {
    renderWithProviders(<ProtectedLink to="/collections">My collections</ProtectedLink>, {
      routes,
    });
    await userEvent.setup().click(screen.getByRole('link', { name: 'My collections' }));
    expect(screen.queryByText('collections page')).not.toBeInTheDocument();
    expect(useModalStore.getState().stack).toMatchObject([{ kind: 'auth', size: 'lg' }]);
    expect(localStorage.getItem(storageKeys.returnPath)).toBe('/collections');
  });

  it('navigates for a signed-in user', async () => {
    useSessionStore.getState().setSession({
      accessToken: 'jwt',
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
    renderWithProviders(<ProtectedLink to="/collections">My collections</ProtectedLink>, {
      routes,
    });
    await userEvent.setup().click(screen.getByRole('link', { name: 'My collections' }));
    expect(await screen.findByText('collections page')).toBeInTheDocument();
    expect(useModalStore.getState().stack).toEqual([]);
  });
});
