import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { useSearchStore } from '@/stores/search-store';
import { useSessionStore } from '@/stores/session-store';
import { UserDropdown } from './user-dropdown';

vi.mock('@/lib/extension-bridge', () => ({ notifyExtension: vi.fn(async () => false) }));

const fetchMock = vi.fn<typeof fetch>();
const sessionUser = {
  id: '2d7c1f59-5d1b-4a8e-9a56-3f1f3b0d9c11',
  name: 'Ayşe',
  surname: 'Yılmaz',
  userName: 'ayseyilmaz',
  email: 'ayse@example.com',
  biography: null,
  profileImagePath: null,
  language: 'tr' as const,
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function renderDropdown() {
  const user = userEvent.setup();
  const result = renderWithProviders(<UserDropdown />, {
    routes: [{ path: '/welcome', element: <p>welcome page</p> }],
  });
  return { user, ...result };
}

describe('UserDropdown', () => {
  it('logs out with the user id, then clears the session and search and opens /welcome', async () => {
    useSessionStore.getState().setSession({ accessToken: 'jwt', user: sessionUser });
    useSearchStore.getState().setQuery('shoes');
    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: true }));
    const { user, router } = renderDropdown();
    // The name holds the initials the button shows (WCAG 2.5.3 label in name).
    await user.click(screen.getByRole('button', { name: 'AY Open user menu' }));
    expect(await screen.findByText('Hello, Ayşe')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Watching' })).toHaveAttribute('href', '/watching');
    expect(screen.getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    expect(screen.getByRole('menuitem', { name: 'Browser extension' })).toHaveAttribute(
      'href',
      '/extension',
    );

    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      userId: sessionUser.id,
    });
    expect(useSessionStore.getState().user).toBeNull();
    expect(useSearchStore.getState().query).toBe('');
  });

  it('keeps the session when logout fails and only logs the failure', async () => {
    const consoleError = vi.mocked(console.error).mockImplementation(() => {});
    useSessionStore.getState().setSession({ accessToken: 'jwt', user: sessionUser });
    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: false, message: 'Nope' }, 403));
    const { user, router } = renderDropdown();
    await user.click(screen.getByRole('button', { name: 'AY Open user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('Logout failed:', 'Nope'));
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().user).toEqual(sessionUser);
  });
});
