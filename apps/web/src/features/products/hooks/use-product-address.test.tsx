import type { Product } from '@kolekt/shared/product';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { useProductAddress } from './use-product-address';

const product: Product = {
  id: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
  title: 'Kablosuz kulaklık',
  store: 'Trendyol',
  price: '1.299,90 TL',
  imagePath: 'https://cdn.example.com/kulaklik.jpg',
  url: 'https://www.trendyol.com/kulaklik',
};
const fetchMock = vi.fn<typeof fetch>();
const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError } }));

function Page() {
  useProductAddress();
  return <p>page</p>;
}
const openDetail = () => useModalStore.getState().stack.find((m) => m.kind === 'productDetail');

beforeEach(() => {
  useModalStore.getState().close();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  toastError.mockReset();
  vi.unstubAllGlobals();
});

describe('useProductAddress', () => {
  it('names the opened product in the address and takes that step back on closing', async () => {
    const { router } = renderWithProviders(<Page />, {
      path: '/store/:slug',
      initialEntries: ['/store/trendyol'],
    });
    act(() => useModalStore.getState().push({ kind: 'productDetail', props: { product } }));
    await waitFor(() => expect(router.state.location.search).toBe(`?product=${product.id}`));
    act(() => useModalStore.getState().close());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('POP');
  });

  it('stays closed when the details close before their address has arrived', async () => {
    // A slow machine: Escape closes the details while the step naming them is still on its way.
    fetchMock.mockResolvedValue(envelopeResponse({ success: true, data: product }));
    const { router } = renderWithProviders(<Page />, {
      path: '/store/:slug',
      initialEntries: ['/store/trendyol'],
    });
    const navigate = router.navigate.bind(router);
    let arrive = () => {};
    const slowStep = new Promise<void>((resolve) => (arrive = resolve));
    vi.spyOn(router, 'navigate').mockImplementationOnce((...step) =>
      slowStep.then(() => navigate(...(step as Parameters<typeof navigate>))),
    );
    act(() => useModalStore.getState().push({ kind: 'productDetail', props: { product } }));
    act(() => useModalStore.getState().close());
    await act(async () => arrive());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openDetail()).toBeUndefined();
    expect(router.state.location.search).toBe('');
  });

  it('opens the product a loaded address names; Back closes it', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ success: true, data: product }));
    const { router } = renderWithProviders(<Page />, {
      path: '/',
      initialEntries: ['/', `/?product=${product.id}`],
    });
    await waitFor(() => expect(openDetail()?.props).toEqual({ product }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`product/${product.id}`);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(openDetail()).toBeUndefined());
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('says a product not shared with the viewer was not found, and drops it from the address', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({ success: false, statusCode: 404, message: 'Product not found' }),
    );
    const { router } = renderWithProviders(<Page />, {
      path: '/',
      initialEntries: [`/?product=${product.id}`],
    });
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'This product was not found, or it is not shared with you.',
      ),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(openDetail()).toBeUndefined();
  });
});
