import type { Collection } from '@kolekt/shared/collection';
import type { Product } from '@kolekt/shared/product';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { collectionFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { AddedProductActionContext } from '../lib/added-product-action';
import { AddProductDialog } from './add-product-dialog';
import { CollectionProductGrid } from './collection-product-grid';

vi.mock('@/lib/extension-bridge', () => ({
  checkExtensionReady: vi.fn(async () => false),
  searchWithExtension: vi.fn(),
}));

const owned = (id: string, name: string): Collection =>
  collectionFixture({ id, name, isPublic: false, isEditable: true });
const gifts = owned('0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b', 'Hediyeler');
const watches = owned('1f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b', 'Saatler');
const link = 'https://www.trendyol.com/saat/akilli-saat-p-42';
const added: Product = {
  id: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d',
  title: 'Akıllı Saat Pro',
  store: 'Trendyol',
  price: '2.499,00 TL',
  imagePath: null,
  url: link,
};

const fetchMock = vi.fn<typeof fetch>();
/** What each collection holds on the server, by id. */
let held: Record<string, Product[]>;
const page = (items: unknown[]) => ({
  items,
  pageIndex: 1,
  pageSize: 50,
  totalCount: items.length,
  hasNextPage: false,
});

beforeEach(() => {
  held = { [gifts.id]: [], [watches.id]: [] };
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.includes('collection/addable')) {
      return envelopeResponse({ success: true, data: page([gifts, watches]) });
    }
    if (path === '/api/product/scrape/collection') {
      const collectionId = (init?.body as FormData).get('collectionId') as string;
      held[collectionId]!.push(added);
      return envelopeResponse({ success: true, data: added, statusCode: 201 });
    }
    const listed = /\/api\/product\/collection\/([^?]+)/.exec(path);
    if (listed) return envelopeResponse({ success: true, data: page(held[listed[1]!]!) });
    throw new Error(`unexpected request ${path}`);
  });
  useModalStore.getState().push({ kind: 'addProduct', props: {} });
});

afterEach(() => {
  // Sonner keeps its toasts between renders: each test starts with none.
  toast.dismiss();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useModalStore.getState().close();
});

/** The collections screen's situation: one collection on screen, the dialog opened over it. */
function renderOverCollection(onScreen: Collection) {
  return renderWithProviders(
    <>
      <CollectionProductGrid collection={onScreen} />
      <AddProductDialog collectionId={onScreen.id} />
      <Toaster />
    </>,
    { routes: [{ path: '/collection/:id', element: <p>collection page</p> }] },
  );
}

async function addByUrl(into: Collection) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Product link'), link);
  await user.selectOptions(await screen.findByLabelText('Collection'), into.id);
  await user.click(screen.getByRole('button', { name: 'Add product' }));
  return user;
}

describe('Adding a product by URL', () => {
  it('names the collection it went into in a toast whose link opens that collection', async () => {
    const { router } = renderOverCollection(gifts);
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    const user = await addByUrl(watches);

    const shown = (await screen.findByText('Product added to Saatler')).closest('li')!;
    expect(useModalStore.getState().stack).toHaveLength(0);
    await user.click(within(shown).getByRole('button', { name: 'Open collection' }));
    expect(router.state.location.pathname).toBe(`/collection/${watches.id}`);
  });

  it('refreshes the collection on screen when the product went into it', async () => {
    renderOverCollection(watches);
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    await addByUrl(watches);
    expect(await screen.findByText('Akıllı Saat Pro')).toBeInTheDocument();
    expect(screen.getByText('Product added to Saatler')).toBeInTheDocument();
  });

  it('says it in Turkish', async () => {
    await i18next.changeLanguage('tr');
    renderOverCollection(gifts);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ürün bağlantısı'), link);
    await user.selectOptions(await screen.findByLabelText('Koleksiyon'), watches.id);
    await user.click(screen.getByRole('button', { name: 'Ürünü ekle' }));
    expect(await screen.findByText('Ürün Saatler koleksiyonuna eklendi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Koleksiyonu aç' })).toBeInTheDocument();
  });
  it('offers the app’s extra action beside the way to the collection', async () => {
    const watch = vi.fn();
    renderWithProviders(
      <AddedProductActionContext
        value={(product) => ({ label: 'Watch price', onClick: () => watch(product.id) })}
      >
        <AddProductDialog collectionId={gifts.id} />
        <Toaster />
      </AddedProductActionContext>,
    );
    const user = await addByUrl(watches);
    const shown = (await screen.findByText('Product added to Saatler')).closest('li')!;
    expect(within(shown).getByRole('button', { name: 'Open collection' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Watch price' }));
    expect(watch).toHaveBeenCalledWith(added.id);
    await waitFor(() =>
      expect(screen.queryByText('Product added to Saatler')).not.toBeInTheDocument(),
    );
  });
});
