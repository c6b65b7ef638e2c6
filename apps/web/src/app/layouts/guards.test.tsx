import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { useSessionStore } from '@/stores/session-store';
import { Component as AuthLayout } from './auth-layout';
import { Component as RequireAuth } from './require-auth';

const signedInUser = {
  id: '2d7c1f59-5d1b-4a8e-9a56-3f1f3b0d9c11',
  name: 'Ayşe',
  surname: 'Yılmaz',
  userName: 'ayseyilmaz',
  email: 'ayse@example.com',
  biography: null,
  profileImagePath: null,
  language: 'tr' as const,
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/welcome', element: <p>landing</p> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: <p>dashboard</p> },
          { path: '/collections', element: <p>collections</p> },
        ],
      },
      { element: <AuthLayout />, children: [{ path: '/login', element: <p>login form</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => useSessionStore.getState().clearSession());

describe('route guards', () => {
  it('sends a guest from / to /welcome', async () => {
    const router = renderAt('/');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(localStorage.getItem(storageKeys.returnPath)).toBeNull();
  });

  it('remembers a deep link as the return path', async () => {
    renderAt('/collections');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.returnPath)).toBe('/collections');
  });

  it('lets a signed-in user in and keeps them out of the auth screens', async () => {
    useSessionStore.getState().setSession({ accessToken: 'jwt', user: signedInUser });
    const router = renderAt('/login');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the auth screens to a guest with a language toggle', async () => {
    renderAt('/login');
    expect(await screen.findByText('login form')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });
});
