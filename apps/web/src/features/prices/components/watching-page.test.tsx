import type { Watch } from '@kolekt/shared/price';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { WatchingPage } from './watching-page';

const watchOf = (overrides: Partial<Watch>): Watch => ({
  productId: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
  title: 'Akıllı Saat Pro',
  store: 'Trendyol',
  url: 'https://www.trendyol.com/saat',
  imagePath: 'https://cdn.example.com/saat.jpg',
  price: '2.499,00 TL',
  amount: '2499.00',
  currency: 'TRY',
  availability: 'in_stock',
  targetPrice: '1999.90',
  onDrop: true,
  onBackInStock: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const watch = watchOf({});
const kettle = watchOf({
  productId: '7c2f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
  title: 'Electric kettle',
  store: 'Argos',
  amount: '10.89',
  currency: 'GBP',
  price: '£10.89',
  availability: 'out_of_stock',
  targetPrice: null,
  onDrop: false,
  onBackInStock: true,
});

const fetchMock = vi.fn<typeof fetch>();
let held: Watch[];

beforeEach(() => {
  held = [watch, kettle];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/api/watch?')) {
      return envelopeResponse({
        success: true,
        data: {
          items: held,
          pageIndex: 1,
          pageSize: 10,
          totalCount: held.length,
          hasNextPage: false,
        },
      });
    }
    const removed = /^\/api\/product\/([^/]+)\/watch$/.exec(path);
    if (removed && init?.method === 'DELETE') {
      held = held.filter((item) => item.productId !== removed[1]);
      return envelopeResponse({ success: true, data: null });
    }
    throw new Error(`unexpected request ${init?.method ?? 'GET'} ${path}`);
  });
});

afterEach(() => {
  toast.dismiss();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useModalStore.getState().close();
});

describe('WatchingPage', () => {
  it('lists each watch with its store, price, availability and what is watched', async () => {
    renderWithProviders(<WatchingPage />);
    const list = await screen.findByRole('list', { name: 'Watched products' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Trendyol');
    expect(first).toHaveTextContent('Akıllı Saat Pro');
    expect(first).toHaveTextContent('2,499.00 TL');
    expect(first).toHaveTextContent('In stock');
    expect(first).toHaveTextContent('Watching for: any drop · target 1,999.90 TL');
    expect(second).toHaveTextContent('£10.89');
    expect(second).toHaveTextContent('Out of stock');
    expect(second).toHaveTextContent('Watching for: back in stock');
    expect(screen.getByText('You watch 2 products.')).toBeInTheDocument();
  });

  it('opens the product’s detail from its title', async () => {
    renderWithProviders(<WatchingPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Electric kettle' }));
    expect(useModalStore.getState().stack.at(-1)).toMatchObject({
      kind: 'productDetail',
      props: {
        product: { id: kettle.productId, title: 'Electric kettle', availability: 'out_of_stock' },
      },
    });
  });

  it('removes a watch and shows the empty state when none is left', async () => {
    render(<Toaster />);
    const user = userEvent.setup();
    held = [watch];
    renderWithProviders(<WatchingPage />);
    await user.click(await screen.findByRole('button', { name: 'Stop watching Akıllı Saat Pro' }));
    expect(await screen.findByText('You no longer watch Akıllı Saat Pro.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing watched yet')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/product/${watch.productId}/watch`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
