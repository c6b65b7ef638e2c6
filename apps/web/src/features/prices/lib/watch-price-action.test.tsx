import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '@/test/render';
import { watchPriceAction } from './watch-price-action';

const product = { id: '6b1f8f5e-1c7e-4c52-9d7b-2f8e9a1b3c4d', title: 'Akıllı Saat Pro' };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  toast.dismiss();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('watchPriceAction', () => {
  it('watches the added product for any drop and a return to stock', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ success: true, data: {} }));
    render(<Toaster />);
    toast.success('Product added to Saatler', { action: watchPriceAction(product) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Watch price' }));
    expect(
      await screen.findByText(
        "Watching the price of Akıllı Saat Pro. We'll tell you when it drops.",
      ),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/product/${product.id}/watch`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      onDrop: true,
      onBackInStock: true,
      targetPrice: null,
    });
  });

  it('is worded in Turkish and says when watching failed', async () => {
    await i18next.changeLanguage('tr');
    fetchMock.mockResolvedValue(envelopeResponse({ success: false, statusCode: 500 }));
    render(<Toaster />);
    toast.success('Ürün eklendi', { action: watchPriceAction(product) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Fiyatı takip et' }));
    expect(await screen.findByText('Fiyat takip edilemedi.')).toBeInTheDocument();
  });
});
