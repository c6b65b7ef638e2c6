import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { renderWithProviders } from '@/test/render';
import { RootLayout } from './root-layout';

afterEach(() => useModalStore.getState().close());

describe('RootLayout', () => {
  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
  ])('opens the search overlay on %s+K on any page, the landing page included', (_, modifier) => {
    // /welcome has no header and no search entry: the shortcut lives in the root layout.
    renderWithProviders(<RootLayout />, { path: '/welcome' });
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ...modifier }));
    });
    expect(useModalStore.getState().stack.at(-1)?.kind).toBe('search');
  });

  it('ignores K without a modifier', () => {
    renderWithProviders(<RootLayout />, { path: '/welcome' });
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k' }));
    });
    expect(useModalStore.getState().stack).toHaveLength(0);
  });

  it('opens the overlay with the search field focused, not the dialog close button', async () => {
    const { router } = renderWithProviders(<RootLayout />, {
      path: '/welcome',
      routes: [{ path: '/search', element: <p>search page</p> }],
    });
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    });
    expect(await screen.findByRole('searchbox')).toHaveFocus();
    // An Enter straight away searches rather than pressing a focused Close button.
    await userEvent.setup().keyboard('termos{Enter}');
    expect(await screen.findByText('search page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=termos');
  });
});
