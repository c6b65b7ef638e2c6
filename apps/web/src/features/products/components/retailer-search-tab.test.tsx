import type { Product } from '@kolekt/shared/product';
import type { SearchItem, SearchMessage, ShopSearchStatus } from '@kolekt/shared/retailer-search';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkExtensionReady, searchWithExtension } from '@/lib/extension-bridge';
import { storageKeys } from '@/lib/storage-keys';
import { useModalStore } from '@/stores/modal-store';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { AddProductDialog } from './add-product-dialog';
import { publicConfigFixture } from '@/test/fixtures';

vi.mock('@/lib/extension-bridge', () => ({
  checkExtensionReady: vi.fn(async () => false),
  searchWithExtension: vi.fn(),
}));

const item: SearchItem = {
  title: 'Kahve Fincanı Seti',
  store: 'Trendyol',
  price: '349,90 TL',
  imagePath: null,
  pureUrl: 'https://www.trendyol.com/pasabahce/kahve-fincani-seti-p-1001',
  signature: 'c2lnbmVk',
  signedAt: 1_800_000_000_000,
};
const other: SearchItem = {
  ...item,
  title: 'Kahve Değirmeni',
  store: 'n11',
  pureUrl: 'https://www.n11.com/urun/kahve-degirmeni-2002',
};
const trendyol: ShopSearchStatus = {
  id: 'trendyol',
  store: 'Trendyol',
  status: 'answered',
  count: 1,
};
const hepsiburada: ShopSearchStatus = {
  id: 'hepsiburada',
  store: 'Hepsiburada',
  status: 'blocked',
  count: 0,
};
const n11Blocked: ShopSearchStatus = { id: 'n11', store: 'n11', status: 'blocked', count: 0 };
const kolektProduct: Product = {
  id: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
  title: 'Kahve Makinesi',
  store: 'Teknosa',
  price: '4.999 TL',
  imagePath: null,
  url: 'https://www.teknosa.com/kahve-makinesi',
};

const message = (
  kind: SearchMessage['message'],
  items: SearchItem[],
  shops: ShopSearchStatus[],
): SearchMessage => ({ success: true, message: kind, data: { items, hasNextPage: false, shops } });
const event = (
  kind: SearchMessage['message'],
  items: SearchItem[] = [],
  shops: ShopSearchStatus[] = [],
) => new TextEncoder().encode(`data: ${JSON.stringify(message(kind, items, shops))}\n\n`);

const fetchMock = vi.fn<typeof fetch>();
let shop: ReadableStreamDefaultController<Uint8Array>;
let kolektProducts: Product[] = [];

beforeEach(() => {
  // The dialog opens on the tab chosen last (By URL until then): these users chose Search.
  localStorage.setItem(storageKeys.addProductTab, 'search');
  fetchMock.mockReset();
  kolektProducts = [];
  vi.mocked(checkExtensionReady).mockResolvedValue(false);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === '/api/config') {
      const data = publicConfigFixture();
      return envelopeResponse({ success: true, data });
    }
    if (String(url).startsWith('/api/product/name')) {
      const page = {
        items: kolektProducts,
        pageIndex: 1,
        pageSize: 12,
        totalCount: 1,
        hasNextPage: false,
      };
      return envelopeResponse({ success: true, data: page });
    }
    // The shops answer when the test says so.
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => void (shop = controller),
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useModalStore.getState().close();
});

async function searchFor(text: string) {
  const user = userEvent.setup();
  renderWithProviders(<AddProductDialog />);
  await user.type(screen.getByLabelText('Product name'), text);
  await user.click(screen.getByRole('button', { name: 'Search in shops' }));
  return user;
}

const searchCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/scraper/search'));

describe('The add-product Search tab', () => {
  it('checks the form with the spec messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddProductDialog />);
    await user.click(screen.getByRole('button', { name: 'Search in shops' }));
    expect(await screen.findByText('Search query is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Product name'), ' k ');
    await user.click(screen.getByRole('button', { name: 'Search in shops' }));
    expect(
      await screen.findByText('Search query must be at least 2 characters.'),
    ).toBeInTheDocument();
    expect(searchCalls()).toHaveLength(0);
  });

  it('goes idle, shows results as shops answer, and takes the final page whole; add passes the signature', async () => {
    // jsdom lays nothing out: the results row is made wider than its view, so it has arrows.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const user = await searchFor('  Kahve ');
    expect(await screen.findByText('Searching the shops...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Product name')).not.toBeInTheDocument();
    expect(String(searchCalls()[0]?.[0])).toBe('/scraper/search?key=kahve&pageIndex=1&pageSize=12');

    shop.enqueue(event('wait', [item], [trendyol]));
    expect(await screen.findByText('Kahve Fincanı Seti')).toBeInTheDocument();
    expect(screen.getByText('More shops are still answering...')).toBeInTheDocument();
    expect(screen.queryByText('Searching the shops...')).not.toBeInTheDocument();

    // The final message carries every item: it replaces the waits, never doubles them.
    const n11: ShopSearchStatus = { id: 'n11', store: 'n11', status: 'answered', count: 1 };
    shop.enqueue(event('completed', [item, other], [trendyol, n11]));
    await vi.waitFor(() =>
      expect(screen.queryByText('More shops are still answering...')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('list', { name: 'Search results' }).children).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Kahve Fincanı Seti to collections' }));
    expect(useModalStore.getState().stack.at(-1)).toMatchObject({
      kind: 'addToCollections',
      props: {
        external: true,
        product: { title: item.title, pureUrl: item.pureUrl },
        proof: { signature: item.signature, signedAt: item.signedAt },
      },
    });
  });

  it('says which shops answered and which could not be reached; retry searches again', async () => {
    const user = await searchFor('kahve');
    shop.enqueue(event('completed', [item], [trendyol, hepsiburada]));
    const statuses = await screen.findByRole('list', { name: 'What the shops said' });
    expect(within(statuses).getByText('Trendyol').parentElement).toHaveTextContent('1 result');
    expect(within(statuses).getByText('Hepsiburada').parentElement).toHaveTextContent(
      'blocked the search',
    );
    expect(screen.getByText(/Some shops could not be reached/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Search from your own browser with the Kolekt extension' }),
    ).toHaveAttribute('href', '/extension');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(searchCalls()).toHaveLength(2);
    expect(await screen.findByText('Searching the shops...')).toBeInTheDocument();
    shop.enqueue(
      event(
        'completed',
        [item, other],
        [trendyol, { ...hepsiburada, status: 'answered', count: 1 }],
      ),
    );
    expect(await screen.findByText('Kahve Değirmeni')).toBeInTheDocument();
    expect(screen.queryByText(/Some shops could not be reached/)).not.toBeInTheDocument();
  });

  it("calls a shop whose page could not be read a changed page, never 'no products found'", async () => {
    await searchFor('kahve');
    shop.enqueue(
      event(
        'completed',
        [],
        [{ id: 'hepsiburada', store: 'Hepsiburada', status: 'unreadable', count: 0 }],
      ),
    );
    const statuses = await screen.findByRole('list', { name: 'What the shops said' });
    expect(within(statuses).getByText('Hepsiburada').parentElement).toHaveTextContent(
      'shop changed its page; results could not be read',
    );
    expect(screen.queryByText(/No products found/)).not.toBeInTheDocument();
  });

  it('shows the statuses in Turkish', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('tr');
    const user = userEvent.setup();
    renderWithProviders(<AddProductDialog />);
    await user.type(screen.getByLabelText('Ürün adı'), 'kahve');
    await user.click(screen.getByRole('button', { name: 'Mağazalarda ara' }));
    shop.enqueue(
      event(
        'completed',
        [item],
        [trendyol, { ...hepsiburada, status: 'timeout' }, { ...n11Blocked, status: 'unreadable' }],
      ),
    );
    const statuses = await screen.findByRole('list', { name: 'Mağazaların yanıtı' });
    expect(statuses).toHaveTextContent('1 sonuç');
    expect(statuses).toHaveTextContent('zaman aşımına uğradı');
    expect(statuses).toHaveTextContent('sayfası değişmiş; sonuçlar okunamadı');
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });

  it('offers products already in Kolekt when the shops give little', async () => {
    kolektProducts = [kolektProduct];
    await searchFor('kahve');
    shop.enqueue(event('completed', [item], [trendyol]));
    const matches = await screen.findByRole('list', { name: 'Products already in Kolekt' });
    expect(within(matches).getByText('Kahve Makinesi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Already in Kolekt' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/product/name?title=kahve&pageIndex=1&pageSize=12',
      expect.anything(),
    );
  });

  it('leaves Kolekt products out when the shops gave enough', async () => {
    kolektProducts = [kolektProduct];
    await searchFor('kahve');
    const many = [1, 2, 3, 4].map((n) => ({ ...item, pureUrl: `${item.pureUrl}-${n}` }));
    shop.enqueue(event('completed', many, [{ ...trendyol, count: 4 }]));
    await vi.waitFor(() =>
      expect(screen.getByRole('list', { name: 'Search results' }).children).toHaveLength(4),
    );
    expect(screen.queryByText('Already in Kolekt')).not.toBeInTheDocument();
  });

  it('searches in the browser through the extension and merges its results once each', async () => {
    vi.mocked(checkExtensionReady).mockResolvedValue(true);
    vi.mocked(searchWithExtension).mockImplementation(async (query, onMessage) => {
      expect(query).toEqual({ key: 'kahve', pageIndex: 1, pageSize: 12 });
      const browserShop = { ...hepsiburada, status: 'answered' as const, count: 2 };
      onMessage(message('completed', [item, other], [browserShop]));
    });
    const user = await searchFor('Kahve');
    shop.enqueue(event('completed', [item], [trendyol, hepsiburada]));
    await user.click(await screen.findByRole('button', { name: 'Search in my browser' }));
    expect(screen.queryByRole('link', { name: /Kolekt extension/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Kahve Değirmeni')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Search results' }).children).toHaveLength(2);
    const statuses = screen.getByRole('list', { name: 'What the shops said' });
    expect(within(statuses).getByText('Hepsiburada').parentElement).toHaveTextContent('2 results');
    expect(screen.queryByRole('button', { name: 'Search in my browser' })).not.toBeInTheDocument();
  });

  it('asks the extension for the one shop picked, as it asked the server', async () => {
    vi.mocked(checkExtensionReady).mockResolvedValue(true);
    vi.mocked(searchWithExtension).mockImplementation(async (_query, onMessage) => {
      onMessage(message('completed', [other], [{ ...n11Blocked, status: 'answered', count: 1 }]));
    });
    const user = userEvent.setup();
    renderWithProviders(<AddProductDialog />);
    await user.selectOptions(screen.getByLabelText('Shop'), 'n11');
    await user.type(screen.getByLabelText('Product name'), 'Kahve');
    await user.click(screen.getByRole('button', { name: 'Search in shops' }));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('store=n11');
    shop.enqueue(event('completed', [], [n11Blocked]));
    await user.click(await screen.findByRole('button', { name: 'Search in my browser' }));
    expect(await screen.findByText('Kahve Değirmeni')).toBeInTheDocument();
    expect(searchWithExtension).toHaveBeenCalledWith(
      { key: 'kahve', pageIndex: 1, pageSize: 12, store: 'n11' },
      expect.any(Function),
      expect.any(AbortSignal),
    );
  });

  it('shows the empty message with the query, and a new search brings the form back', async () => {
    const user = await searchFor('zzyzx');
    shop.enqueue(event('cached'));
    expect(await screen.findByText('No products found for "zzyzx"')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search in my browser' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New search' }));
    expect(screen.getByLabelText('Product name')).toBeInTheDocument();
  });

  it('says a refused search is one too many, not that nothing was found, and lets it be retried', async () => {
    const { serverMessages } = await import('@kolekt/shared/server-messages');
    const searches = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url).startsWith('/scraper/search')
        ? envelopeResponse(
            { success: false, message: serverMessages.retailerSearchTooMany, data: null },
            429,
          )
        : searches(url, init),
    );
    await searchFor('kahve');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many shop searches in a short time. Please wait a minute and search again.',
    );
    expect(screen.queryByText(/No products found/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('when no shop could be reached', () => {
    const down: ShopSearchStatus[] = [
      { ...trendyol, status: 'failed', count: 0 },
      { ...hepsiburada, status: 'timeout' },
      n11Blocked,
    ];

    it('says so rather than blaming the term, and offers a retry, the extension and Kolekt', async () => {
      kolektProducts = [{ ...kolektProduct, title: 'Kablosuz Kulaklık' }];
      const user = await searchFor('kulaklık');
      shop.enqueue(event('completed', [], down));
      expect(
        await screen.findByText(
          'None of the shops could be reached, so the search did not run. Try again in a moment.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/No products found/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Try a different search term/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Some shops could not be reached/)).not.toBeInTheDocument();
      expect(
        screen.getByRole('link', {
          name: 'Search from your own browser with the Kolekt extension',
        }),
      ).toHaveAttribute('href', '/extension');
      expect(screen.getByRole('link', { name: 'Search Kolekt for "kulaklık"' })).toHaveAttribute(
        'href',
        `/search?query=${encodeURIComponent('kulaklık')}`,
      );
      const matches = await screen.findByRole('list', { name: 'Products already in Kolekt' });
      expect(within(matches).getByText('Kablosuz Kulaklık')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(searchCalls()).toHaveLength(2);
    });

    it('offers the search in this browser when the extension answers', async () => {
      vi.mocked(checkExtensionReady).mockResolvedValue(true);
      await searchFor('kulaklık');
      shop.enqueue(event('completed', [], down));
      expect(
        await screen.findByRole('button', { name: 'Search in my browser' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/None of the shops could be reached/)).toBeInTheDocument();
    });

    it('says the shops were not reached when the search breaks before any shop answers', async () => {
      await searchFor('kulaklık');
      shop.error(new TypeError('network error'));
      expect(await screen.findByText(/None of the shops could be reached/)).toBeInTheDocument();
      expect(screen.queryByText(/No products found/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it('says so in Turkish', async () => {
      const { default: i18next } = await import('i18next');
      await i18next.changeLanguage('tr');
      const user = userEvent.setup();
      renderWithProviders(<AddProductDialog />);
      await user.type(screen.getByLabelText('Ürün adı'), 'kulaklık');
      await user.click(screen.getByRole('button', { name: 'Mağazalarda ara' }));
      shop.enqueue(event('completed', [], down));
      expect(
        await screen.findByText(
          'Mağazaların hiçbirine ulaşılamadı, bu yüzden arama yapılamadı. Biraz sonra tekrar deneyin.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/ürün bulunamadı/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Kolekt\'te "kulaklık" ara' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
    });
  });
});
