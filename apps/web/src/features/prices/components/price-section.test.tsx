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
const threeReadings: PriceHistory = {
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
    nextCheckAt: null,
  },
};
let history: PriceHistory;

const fetchMock = vi.fn<typeof fetch>();
let watch: Watch | null;
const posted: unknown[] = [];

beforeEach(() => {
  history = threeReadings;
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

  it('says an out-of-stock product is out of stock, since when, above the earlier prices', async () => {
    renderWithProviders(<PriceSection product={product} />);
    const figure = await screen.findByRole('figure');
    expect(
      within(figure).getByText(/^Out of stock since Nov 20, 2026.*the shop shows no price/),
    ).toBeInTheDocument();
    expect(await within(figure).findByText('chart of 3 readings')).toBeInTheDocument();
  });

  it('says so instead of an empty plot when no reading had a price to buy at', async () => {
    history = {
      ...threeReadings,
      items: [threeReadings.items[2]!],
      lowest: null,
      highest: null,
      median30d: null,
    };
    renderWithProviders(<PriceSection product={product} />);
    const figure = await screen.findByRole('figure');
    expect(within(figure).getByText(/^Out of stock since Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/chart of/)).not.toBeInTheDocument();
    expect(screen.queryByText(/First reading/)).not.toBeInTheDocument();
  });

  it('shows the first reading as a point, and when the next check comes, in both languages', async () => {
    const inFiveMinutes = new Date(Date.now() + 5 * 60_000 + 10_000).toISOString();
    history = {
      items: [{ ...threeReadings.items[2]!, amount: '2499.00', availability: 'in_stock' }],
      lowest: '2499.00',
      highest: '2499.00',
      median30d: '2499.00',
      current: {
        ...threeReadings.current,
        availability: 'in_stock',
        nextCheckAt: inFiveMinutes,
      },
    };
    renderWithProviders(<PriceSection product={product} />);
    const section = screen.getByRole('region', { name: 'Price history' });
    expect(
      await within(section).findByText(/^First reading: 2,499.00 TL on Nov 20, 2026/),
    ).toBeInTheDocument();
    expect(within(section).getByText('Next check in about 5 minutes.')).toHaveAttribute(
      'datetime',
      inFiveMinutes,
    );
    expect(screen.queryByText(/chart of/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Out of stock since/)).not.toBeInTheDocument();

    await act(() => i18next.changeLanguage('tr'));
    expect(
      within(section).getByText(/^İlk okuma: 20 Kas 2026.* tarihinde 2.499,00 TL\./),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Sonraki kontrol yaklaşık 5 dakika sonra.'),
    ).toBeInTheDocument();
  });

  it('says nothing of a next check for a product Kolekt does not re-check', async () => {
    renderWithProviders(<PriceSection product={product} />);
    await screen.findByRole('figure');
    expect(screen.queryByText(/Next check/)).not.toBeInTheDocument();
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
