import { findStoreBySlug } from '@kolekt/shared/stores';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { StoreNoProducts } from './store-no-products';

const boyner = findStoreBySlug('boyner')!;

beforeEach(() => {
  // The start-up session refresh finds no session cookie.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelopeResponse({ success: true, data: null })),
  );
  useModalStore.getState().close();
  useSessionStore.getState().clearSession();
});

afterEach(() => vi.unstubAllGlobals());

describe('StoreNoProducts', () => {
  it('asks a guest to sign in before a live search whose results they could not save', async () => {
    renderWithProviders(<StoreNoProducts store={boyner} />);
    await userEvent.click(screen.getByRole('button', { name: /Boyner/ }));
    await waitFor(() =>
      expect(useModalStore.getState().stack).toEqual([
        expect.objectContaining({
          kind: 'loginPrompt',
          props: { messageKey: 'products.loginToAdd' },
        }),
      ]),
    );
  });

  it("opens the shop's live search for a signed-in user", async () => {
    useSessionStore.getState().setSession({ accessToken: 'token', user: sessionUserFixture() });
    renderWithProviders(<StoreNoProducts store={boyner} />);
    await userEvent.click(screen.getByRole('button', { name: /Boyner/ }));
    expect(useModalStore.getState().stack).toEqual([
      expect.objectContaining({ kind: 'addProduct', props: { store: boyner.searchId } }),
    ]);
  });
});
