import type { Collection } from '@kolekt/shared/collection';
import type { ScrapeFailureData } from '@kolekt/shared/product';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { collectionFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { AddProductDialog } from './add-product-dialog';

vi.mock('@/lib/extension-bridge', () => ({
  checkExtensionReady: vi.fn(async () => false),
  searchWithExtension: vi.fn(),
}));

const owned = (id: string, name: string): Collection =>
  collectionFixture({ id, name, isPublic: false, isEditable: true });
const collections = [
  owned('0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b', 'Hediyeler'),
  owned('1f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b', 'Saatler'),
];
const link = 'https://www.trendyol.com/saat/akilli-saat-p-42';
const failure: ScrapeFailureData = {
  reason: 'blocked',
  detail: 'The shop answered with a challenge page',
  found: {
    url: link,
    store: 'Trendyol',
    title: 'Akıllı Saat Pro',
    imagePath: 'https://cdn.example.com/saat.jpg',
    price: '2.499,00 TL',
  },
};

const fetchMock = vi.fn<typeof fetch>();
let scrapeReply: () => Response;

beforeEach(() => {
  scrapeReply = () =>
    envelopeResponse({ success: false, message: 'Failed to scrape product', data: failure }, 422);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('collection/addable')) {
      const data = {
        items: collections,
        pageIndex: 1,
        pageSize: 50,
        totalCount: 2,
        hasNextPage: false,
      };
      return envelopeResponse({ success: true, data });
    }
    if (path === '/api/product/scrape/collection') return scrapeReply();
    if (path === '/api/product/capture') {
      const data = { product: { id: 'p1' }, collectionIds: [collections[1]!.id] };
      return envelopeResponse({ success: true, data, statusCode: 201 });
    }
    throw new Error(`unexpected request ${path}`);
  });
  useModalStore.getState().push({ kind: 'addProduct', props: {} });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useModalStore.getState().close();
});

async function addByUrl(collectionId = collections[1]!.id) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AddProductDialog collectionId={collectionId} url={link} />
      <Toaster />
    </>,
  );
  await user.click(await screen.findByRole('button', { name: i18next.t('products.byUrl.submit') }));
  return user;
}

const captureBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/product/capture');
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : null;
};

describe('Manual entry after a failed add-by-URL', () => {
  it('opens on By URL with a shared link filled in', async () => {
    renderWithProviders(<AddProductDialog url={link} />);
    expect(screen.getByRole('tab', { name: 'By URL' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Product link')).toHaveValue(link);
  });

  it('turns into a form prefilled with what was found, with the reason and a preview', async () => {
    await addByUrl();
    expect(
      await screen.findByText('This shop did not let Kolekt read the page.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Product name')).toHaveValue('Akıllı Saat Pro');
    expect(screen.getByLabelText('Price (optional)')).toHaveValue('2.499,00 TL');
    expect(screen.getByLabelText('Image link (optional)')).toHaveValue(failure.found.imagePath);
    expect(screen.getByRole('figure')).toContainElement(document.querySelector('img'));
    // The user's own link, unsaved: drawn from it, not through Kolekt's picture cache (0064).
    expect(document.querySelector('img')).toHaveAttribute('src', failure.found.imagePath);
    expect(screen.getByText('Trendyol')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(screen.getByLabelText('Collection')).toHaveValue(collections[1]!.id);
    expect(screen.getByRole('link', { name: 'Save with the browser extension' })).toHaveAttribute(
      'href',
      '/extension',
    );
    expect(screen.queryByText('Failed to scrape product')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'The shop has no page at this link: page not found. Check the link.'],
    ['tr', 'Mağazada bu bağlantıda bir sayfa yok: sayfa bulunamadı. Bağlantıyı kontrol edin.'],
  ])('in %s says a page the shop answered 404 for was not found', async (language, text) => {
    await i18next.changeLanguage(language);
    const detail = 'The shop has no page at this link (status 404).';
    scrapeReply = () =>
      envelopeResponse(
        {
          success: false,
          message: 'Failed to scrape product',
          data: { ...failure, reason: 'page_not_found', detail },
        },
        422,
      );
    await addByUrl();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/couldn't reach|ulaşamadık/)).not.toBeInTheDocument();
    await i18next.changeLanguage('en');
  });

  it('checks the fields with the schema messages and saves the product as the user typed it', async () => {
    const user = await addByUrl();
    const title = await screen.findByLabelText('Product name');
    await user.clear(title);
    await user.clear(screen.getByLabelText('Image link (optional)'));
    await user.type(screen.getByLabelText('Image link (optional)'), 'ftp://cdn/x.jpg');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Enter the product name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid image link (http or https).')).toBeInTheDocument();
    expect(captureBody()).toBeNull();

    await user.type(title, '  Akıllı Saat Pro 46 mm ');
    await user.clear(screen.getByLabelText('Image link (optional)'));
    await user.clear(screen.getByLabelText('Price (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product added to the collection')).toBeInTheDocument();
    expect(captureBody()).toEqual({
      collectionIds: [collections[1]!.id],
      url: link,
      title: 'Akıllı Saat Pro 46 mm',
      price: null,
      imagePath: null,
      source: 'manual',
    });
    expect(useModalStore.getState().stack).toHaveLength(0);
  });

  it('says it in Turkish, with the Turkish schema messages', async () => {
    await i18next.changeLanguage('tr');
    const user = await addByUrl();
    expect(
      await screen.findByText("Bu mağaza Kolekt'in sayfayı okumasına izin vermedi."),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Ürün adı'));
    await user.click(screen.getByRole('button', { name: 'Ürünü kaydet' }));
    expect(await screen.findByText('Ürün adını girin.')).toBeInTheDocument();
  });

  it('goes back to the link form with the link kept', async () => {
    const user = await addByUrl();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Product link')).toHaveValue(link);
  });

  it('keeps the spec toast for failures that found nothing to offer', async () => {
    scrapeReply = () => envelopeResponse({ success: false, message: 'Invalid URL' }, 400);
    await addByUrl();
    expect(await screen.findByText('Failed to scrape product')).toBeInTheDocument();
    expect(screen.queryByLabelText('Product name')).not.toBeInTheDocument();
  });
});
