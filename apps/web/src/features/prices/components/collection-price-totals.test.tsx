import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { CollectionPriceTotals } from './collection-price-totals';

const collectionId = '0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b';
const fetchMock = vi.fn<typeof fetch>();

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
        data: [
          { currency: 'TRY', amount: '12499.90', count: 3 },
          { currency: 'GBP', amount: '10.89', count: 1 },
        ],
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
    answer(envelopeResponse({ success: true, data: [{ currency: 'TRY', amount: '5', count: 1 }] }));
    expect(await screen.findByText('5.00 TL')).toBeInTheDocument();
    expect(screen.queryByTestId('price-totals-placeholder')).not.toBeInTheDocument();
  });

  it('shows nothing for a collection without prices', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ success: true, data: [] }));
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
});
