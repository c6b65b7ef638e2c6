import type { PriceTotal } from '@kolekt/shared/price';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { CollectionPriceTotals } from './collection-price-totals';

const collectionId = '0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b';
const fetchMock = vi.fn<typeof fetch>();
const totalsOf = (totals: PriceTotal[], leftOut = { outOfStock: 0, unchecked: 0 }) => ({
  totals,
  leftOut,
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('CollectionPriceTotals', () => {
  it('sums the collection per currency in the reader’s number style', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({
        success: true,
        data: {
          totals: [
            { currency: 'TRY', amount: '12499.90', count: 3 },
            { currency: 'GBP', amount: '10.89', count: 1 },
          ],
          leftOut: { outOfStock: 0, unchecked: 0 },
        },
      }),
    );
    renderWithProviders(<CollectionPriceTotals collectionId={collectionId} />);
    expect(await screen.findByText('12,499.90 TL · £10.89')).toBeInTheDocument();
    expect(screen.getByText('(4 priced products)')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      `/api/collection/${collectionId}/price-totals`,
    );
    await act(() => i18next.changeLanguage('tr'));
    expect(screen.getByText('Toplam:')).toBeInTheDocument();
    expect(screen.getByText('12.499,90 TL · £10,89')).toBeInTheDocument();
  });

  it('keeps its line while the totals load, so the grid below does not jump', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<CollectionPriceTotals collectionId={collectionId} />);
    const placeholder = screen.getByTestId('price-totals-placeholder');
    expect(placeholder).toHaveClass('h-5');
    expect(placeholder).toHaveAttribute('aria-hidden');
    answer(
      envelopeResponse({
        success: true,
        data: totalsOf([{ currency: 'TRY', amount: '5', count: 1 }]),
      }),
    );
    expect(await screen.findByText('5.00 TL')).toBeInTheDocument();
    expect(screen.queryByTestId('price-totals-placeholder')).not.toBeInTheDocument();
  });

  it('shows nothing for a collection without prices', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ success: true, data: totalsOf([]) }));
    const { container } = renderWithProviders(
      <CollectionPriceTotals collectionId={collectionId} />,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The reply has been read and rendered, not just asked for.
    await act(async () => {
      await fetchMock.mock.results[0]!.value;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('says which prices the cards show are left out of the total, and why', async () => {
    const lira = [{ currency: 'TRY', amount: '1299.90', count: 1 }];
    fetchMock.mockResolvedValue(
      envelopeResponse({ success: true, data: totalsOf(lira, { outOfStock: 1, unchecked: 2 }) }),
    );
    renderWithProviders(<CollectionPriceTotals collectionId={collectionId} />);
    expect(
      await screen.findByText(
        'Not in the total: 1 product out of stock and 2 products priced by hand, not checked with the shop.',
      ),
    ).toBeInTheDocument();
    await act(() => i18next.changeLanguage('tr'));
    expect(
      screen.getByText(
        'Toplama dahil değil: stokta olmayan 1 ürün ve fiyatı elle girilmiş, mağazayla doğrulanmamış 2 ürün.',
      ),
    ).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
  });

  it('says the only price is left out rather than showing nothing', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({ success: true, data: totalsOf([], { outOfStock: 0, unchecked: 1 }) }),
    );
    renderWithProviders(<CollectionPriceTotals collectionId={collectionId} />);
    expect(
      await screen.findByText(
        'Not in the total: 1 product priced by hand, not checked with the shop.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Total:')).not.toBeInTheDocument();
  });
});
