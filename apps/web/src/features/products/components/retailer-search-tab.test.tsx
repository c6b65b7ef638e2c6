import type { SearchItem } from '@kolekt/shared/retailer-search';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { AddProductDialog } from './add-product-dialog';

const item: SearchItem = {
  title: 'Kahve Fincanı Seti',
  store: 'Trendyol',
  price: '349,90 TL',
  imagePath: null,
  pureUrl: 'https://www.trendyol.com/pasabahce/kahve-fincani-seti-p-1001',
};
const event = (message: string, items: SearchItem[] = []) =>
  new TextEncoder().encode(
    `data: ${JSON.stringify({ success: true, message, data: { items, hasNextPage: false } })}\n\n`,
  );

const fetchMock = vi.fn<typeof fetch>();
let shop: ReadableStreamDefaultController<Uint8Array>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === '/api/config') {
      const data = { googleClientId: null, scraperUrl: '/scraper', sentryDsn: null };
      return envelopeResponse({ success: true, data });
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
  useModalStore.getState().close();
});

async function searchFor(text: string) {
  const user = userEvent.setup();
  renderWithProviders(<AddProductDialog />);
  await user.type(screen.getByLabelText('Product name'), text);
  await user.click(screen.getByRole('button', { name: 'Search in shops' }));
  return user;
}

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
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/search'),
      expect.anything(),
    );
  });

  it('goes idle, then shows results as shops answer, then finishes; add opens the dialog', async () => {
    const user = await searchFor('  Kahve ');
    expect(await screen.findByText('Searching the shops...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Product name')).not.toBeInTheDocument();
    expect(String(fetchMock.mock.lastCall?.[0])).toBe(
      '/scraper/search?key=kahve&pageIndex=1&pageSize=12',
    );

    shop.enqueue(event('wait', [item]));
    expect(await screen.findByText('Kahve Fincanı Seti')).toBeInTheDocument();
    expect(screen.getByText('More shops are still answering...')).toBeInTheDocument();
    expect(screen.queryByText('Searching the shops...')).not.toBeInTheDocument();

    shop.enqueue(event('completed'));
    await vi.waitFor(() =>
      expect(screen.queryByText('More shops are still answering...')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('list', { name: 'Search results' }).children).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Kahve Fincanı Seti to collections' }));
    expect(useModalStore.getState().stack.at(-1)).toMatchObject({
      kind: 'addToCollections',
      props: { external: true, product: { title: item.title, pureUrl: item.pureUrl } },
    });
  });

  it('shows the empty message with the query, and a new search brings the form back', async () => {
    const user = await searchFor('zzyzx');
    shop.enqueue(event('cached'));
    expect(await screen.findByText('No products found for "zzyzx"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New search' }));
    expect(screen.getByLabelText('Product name')).toBeInTheDocument();
  });
});
