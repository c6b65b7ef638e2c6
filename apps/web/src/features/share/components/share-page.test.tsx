import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { takePostLoginPath } from '@/lib/return-path';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SharePage } from './share-page';

const shared =
  '/share?title=Termos&text=Look%20http%3A%2F%2F127.0.0.1%3A2527%2Furun%2Fcelik-termos';
const routes = [
  { path: '/collections', element: <p>collections page</p> },
  { path: '/login', element: <p>login page</p> },
  { path: '/', element: <p>home page</p> },
];
const renderShare = (entry: string) =>
  renderWithProviders(<SharePage />, { path: '/share', initialEntries: [entry], routes });

beforeEach(() => useModalStore.getState().close());
afterEach(() => {
  useSessionStore.getState().clearSession();
  useModalStore.getState().close();
});

describe('The share target', () => {
  it('opens the add-product dialog on the shared link for a signed-in user', async () => {
    useSessionStore.getState().setSession({ accessToken: 'jwt', user: sessionUserFixture() });
    const { router } = renderShare(shared);
    expect(await screen.findByText('collections page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/collections');
    expect(useModalStore.getState().stack).toEqual([
      expect.objectContaining({
        kind: 'addProduct',
        props: { url: 'http://127.0.0.1:2527/urun/celik-termos' },
      }),
    ]);
  });

  it('sends a guest to sign in and brings them back to the same share', async () => {
    const { router } = renderShare(shared);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(storageKeys.returnPath)).toBe(shared);
    expect(takePostLoginPath()).toBe(shared);
    expect(useModalStore.getState().stack).toHaveLength(0);
  });

  it('says so when nothing shared is a link, with a way home, in both languages', async () => {
    const { unmount } = renderShare('/share?title=Just%20a%20note&text=no%20link%20here');
    expect(screen.getByText("We couldn't find a link in what was shared.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(useModalStore.getState().stack).toHaveLength(0);
    unmount();
    await i18next.changeLanguage('tr');
    renderShare('/share');
    expect(screen.getByText('Paylaşılan içerikte bir bağlantı bulamadık.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya git' })).toBeInTheDocument();
  });
});
