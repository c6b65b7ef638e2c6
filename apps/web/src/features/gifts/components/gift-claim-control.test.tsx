import type { GiftClaim } from '@kolekt/shared/gifts';
import type { Product } from '@kolekt/shared/product';
import { serverMessages } from '@kolekt/shared/server-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translateMessage } from '@/lib/translate-message';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { GiftClaimControl } from './gift-claim-control';

const collectionId = '0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b';
const product: Product = {
  id: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
  title: 'Kablosuz kulaklık',
  store: 'Trendyol',
  price: '1.299,90 TL',
  imagePath: null,
  url: 'https://www.trendyol.com/kulaklik',
};
const giftsPath = `/api/collection/${collectionId}/gifts`;

const fetchMock = vi.fn<typeof fetch>();
/** The claims the fake api holds, as the caller sees them. */
let claims: GiftClaim[] = [];

const reply = (data: unknown) => envelopeResponse({ success: true, data });

beforeEach(() => {
  claims = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === giftsPath) return reply(claims);
    const action = path.slice(giftsPath.length + 1);
    const { productId } = JSON.parse(String(init?.body)) as { productId: string };
    if (action === 'release') {
      claims = [];
      return reply(null);
    }
    claims = [{ productId, state: action === 'bought' ? 'bought' : 'claimed', byMe: true }];
    return reply(claims[0]);
  });
  useModalStore.getState().close();
  useSessionStore.getState().setSession({ accessToken: 'token', user: sessionUserFixture() });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const posted = (action: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `${giftsPath}/${action}`);

function renderControl() {
  return renderWithProviders(
    <>
      <GiftClaimControl collectionId={collectionId} product={product} />
      <Toaster />
    </>,
  );
}

describe('GiftClaimControl', () => {
  it('claims a free product, marks it bought and releases it, keeping focus in the card', async () => {
    const user = userEvent.setup();
    renderControl();
    await user.click(
      await screen.findByRole('button', { name: "I'll buy this: Kablosuz kulaklık" }),
    );
    expect(await screen.findByText("You're buying this")).toBeInTheDocument();
    expect(posted('claim')[0]?.[1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ productId: product.id }),
    });
    const markBought = screen.getByRole('button', { name: 'Mark bought: Kablosuz kulaklık' });
    expect(markBought).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByText('You bought this')).toBeInTheDocument();
    expect(posted('bought')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Mark bought/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Release claim: Kablosuz kulaklık' }));
    expect(
      await screen.findByRole('button', { name: "I'll buy this: Kablosuz kulaklık" }),
    ).toBeInTheDocument();
    expect(posted('release')).toHaveLength(1);
    // Claims are read once, then kept from the replies.
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === giftsPath)).toHaveLength(1);
  });

  it('shows someone else’s claim as taken, in words, with nothing to press', async () => {
    claims = [{ productId: product.id, state: 'claimed', byMe: false }];
    const { unmount } = renderControl();
    expect(await screen.findByText('Someone is buying this')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();

    claims = [{ productId: product.id, state: 'bought', byMe: false }];
    renderControl();
    expect(await screen.findByText('Bought')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when someone else got it first, and shows it taken', async () => {
    const user = userEvent.setup();
    renderControl();
    const claimButton = await screen.findByRole('button', { name: /I'll buy this/ });
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === giftsPath) return reply(claims);
      claims = [{ productId: product.id, state: 'claimed', byMe: false }];
      return envelopeResponse({
        success: false,
        statusCode: 409,
        message: serverMessages.giftTaken,
      });
    });
    await user.click(claimButton);
    const text = translateMessage(i18next.t, serverMessages.giftTaken, 'gifts.toasts.failed');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(await screen.findByText('Someone is buying this')).toBeInTheDocument();
  });

  it('shows the Turkish texts', async () => {
    await i18next.changeLanguage('tr');
    claims = [{ productId: product.id, state: 'claimed', byMe: true }];
    renderControl();
    expect(await screen.findByText('Bunu siz alıyorsunuz')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Aldım olarak işaretle: Kablosuz kulaklık' }),
    ).toHaveTextContent('Aldım');
    expect(
      screen.getByRole('button', { name: 'Vazgeç, ayırmayı kaldır: Kablosuz kulaklık' }),
    ).toBeInTheDocument();
  });

  it('asks a guest to log in once the start-up refresh finds no session', async () => {
    useSessionStore.getState().clearSession();
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/auth/refresh-token')
        ? envelopeResponse({ success: false, statusCode: 401 })
        : reply(claims),
    );
    renderControl();
    await user.click(await screen.findByRole('button', { name: /I'll buy this/ }));
    await waitFor(() =>
      expect(useModalStore.getState().stack.at(-1)).toMatchObject({
        kind: 'loginPrompt',
        props: { messageKey: 'gifts.loginPrompt' },
      }),
    );
    expect(posted('claim')).toHaveLength(0);
  });
});
