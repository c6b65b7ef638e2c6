import type { PriceHistory, Watch } from '@kolekt/shared/price';
import type { Product } from '@kolekt/shared/product';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { PriceSection } from './price-section';

// uPlot draws on a canvas happy-dom does not have; the chart's data reaches it as props.
vi.mock('./price-chart', () => ({
  default: ({ items }: { items: unknown[] }) => <p>chart of {items.length} readings</p>,
}));

const product: Product = {
  id: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
  title: 'Akıllı Saat Pro',
  store: 'Trendyol',
  price: '2.499,00 TL',
  imagePath: null,
  url: 'https://www.trendyol.com/saat',
};
const history: PriceHistory = {
  items: [
    {
      at: '2026-11-01T10:00:00.000Z',
      amount: '2799.00',
      currency: 'TRY',
      availability: 'in_stock',
      source: 'server',
      yours: false,
    },
    {
      at: '2026-11-10T10:00:00.000Z',
      amount: '2599.00',
      currency: 'TRY',
      availability: 'in_stock',
      source: 'recheck',
      yours: false,
    },
    {
      at: '2026-11-20T10:00:00.000Z',
      amount: '2499.00',
      currency: 'TRY',
      availability: 'out_of_stock',
      source: 'recheck',
      yours: false,
    },
  ],
  lowest: '2499.00',
  highest: '2799.00',
  median30d: '2599.00',
  current: {
    amount: '2499.00',
    currency: 'TRY',
    availability: 'out_of_stock',
    checkedAt: '2026-11-20T10:00:00.000Z',
  },
};

const fetchMock = vi.fn<typeof fetch>();
let watch: Watch | null;
const posted: unknown[] = [];

beforeEach(() => {
  watch = null;
  posted.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === `/api/product/${product.id}/prices?days=90`) {
      return envelopeResponse({ success: true, data: history });
    }
    if (path === `/api/product/${product.id}/watch` && (init?.method ?? 'GET') === 'GET') {
      return envelopeResponse({ success: true, data: watch });
    }
    if (path === `/api/product/${product.id}/watch` && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Watch;
      posted.push(body);
      return envelopeResponse({ success: true, data: { ...body, productId: product.id } });
    }
    throw new Error(`unexpected request ${init?.method ?? 'GET'} ${path}`);
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
  useModalStore.getState().close();
});

const signIn = () =>
  useSessionStore.getState().setSession({ accessToken: 'token', user: sessionUserFixture() });

describe('PriceSection', () => {
  it('shows availability, lowest, highest and the 30-day median in the reader’s language', async () => {
    renderWithProviders(<PriceSection product={product} />);
    const section = screen.getByRole('region', { name: 'Price history' });
    expect(await within(section).findByText('Out of stock')).toBeInTheDocument();
    const lowest = within(section).getByText('Lowest').nextElementSibling;
    expect(lowest).toHaveTextContent('2,499.00 TL');
    expect(within(section).getByText('Highest').nextElementSibling).toHaveTextContent(
      '2,799.00 TL',
    );
    expect(within(section).getByText('30-day median').nextElementSibling).toHaveTextContent(
      '2,599.00 TL',
    );
    expect(await within(section).findByText('chart of 3 readings')).toBeInTheDocument();

    await act(() => i18next.changeLanguage('tr'));
    expect(within(section).getByText('En düşük').nextElementSibling).toHaveTextContent(
      '2.499,00 TL',
    );
    expect(within(section).getByText('Stokta yok')).toBeInTheDocument();
  });

  it('gives the chart as a spoken summary and as a table', async () => {
    renderWithProviders(<PriceSection product={product} />);
    const figure = await screen.findByRole('figure');
    expect(figure).toHaveAccessibleName(
      /^Price over the last 90 days\W+3 readings, lowest 2,499.00 TL, highest 2,799.00 TL$/,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // Header, then newest first.
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('2,499.00 TLOut of stock');
    expect(rows[3]).toHaveTextContent('2,799.00 TLIn stock');
    expect(screen.queryByText(/chart of/)).not.toBeInTheDocument();
  });

  it('saves a watch with the target typed the Turkish way sent as an exact decimal', async () => {
    signIn();
    const user = userEvent.setup();
    renderWithProviders(<PriceSection product={product} />);
    const dropBox = await screen.findByRole('checkbox', { name: 'The price drops' });
    expect(dropBox).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: "It's back in stock" }));
    await user.type(screen.getByRole('textbox', { name: 'Target price (optional)' }), '2.299,9');
    await user.click(screen.getByRole('button', { name: 'Watch price' }));
    expect(await screen.findByText("Saved. We'll let you know.")).toBeInTheDocument();
    expect(posted).toEqual([{ targetPrice: '2299.90', onDrop: true, onBackInStock: false }]);
    // Now watched: the same form saves changes and offers to stop.
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop watching' })).toBeInTheDocument();
  });

  it('refuses a target that is not an amount, and a watch with no reason', async () => {
    signIn();
    const user = userEvent.setup();
    renderWithProviders(<PriceSection product={product} />);
    const target = await screen.findByRole('textbox', { name: 'Target price (optional)' });
    await user.type(target, '1299,999');
    await user.click(screen.getByRole('button', { name: 'Watch price' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter an amount such as 1299.90 or 1299,90.',
    );
    expect(target).toHaveAttribute('aria-invalid', 'true');
    await user.clear(target);
    await user.click(screen.getByRole('checkbox', { name: 'The price drops' }));
    await user.click(screen.getByRole('checkbox', { name: "It's back in stock" }));
    await user.click(screen.getByRole('button', { name: 'Watch price' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one');
    expect(posted).toEqual([]);
  });

  it('starts from the saved watch', async () => {
    signIn();
    watch = {
      productId: product.id,
      title: product.title,
      store: product.store,
      url: product.url,
      imagePath: null,
      price: product.price,
      amount: '2499.00',
      currency: 'TRY',
      availability: 'in_stock',
      targetPrice: '1999.50',
      onDrop: false,
      onBackInStock: true,
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    renderWithProviders(<PriceSection product={product} />);
    expect(await screen.findByRole('checkbox', { name: 'The price drops' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: "It's back in stock" })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Target price (optional)' })).toHaveValue('1999.50');
  });

  it('asks a guest to sign in instead of watching', async () => {
    renderWithProviders(<PriceSection product={product} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Watch price' }));
    // Once the start-up session refresh has found no session.
    await waitFor(() =>
      expect(useModalStore.getState().stack.at(-1)).toMatchObject({
        kind: 'loginPrompt',
        props: { messageKey: 'prices.watch.loginToWatch' },
      }),
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      `/api/product/${product.id}/watch`,
    );
  });
});
