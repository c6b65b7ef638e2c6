import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, expect, it } from 'vitest';
import { ProductPrice } from './product-price';

afterEach(() => i18next.changeLanguage('en'));

it('writes a price Kolekt read in the interface language’s number style, as the totals are', async () => {
  const { rerender } = render(<ProductPrice price="1.299,90 TL" amount="1299.90" currency="TRY" />);
  expect(screen.getByText('1,299.90 TL')).toBeInTheDocument();
  await i18next.changeLanguage('tr');
  rerender(<ProductPrice price="1.299,90 TL" amount="1299.90" currency="TRY" />);
  expect(screen.getByText('1.299,90 TL')).toBeInTheDocument();
});

it('shows the shop’s own text when Kolekt could not read an amount', () => {
  render(<ProductPrice price="Sepette 99 TL" amount={null} currency={null} />);
  expect(screen.getByText('Sepette 99 TL')).toBeInTheDocument();
});

it('says the price is unavailable when the shop shows none', () => {
  render(<ProductPrice price={null} amount="10.00" currency="TRY" />);
  expect(screen.getByText('price temporarily unavailable')).toBeInTheDocument();
});

it('writes a typed price and a search result’s price in the reader’s number style too', async () => {
  const { rerender } = render(<ProductPrice price="1.749,90 TL" unconfirmed />);
  expect(screen.getByText(/^1,749\.90 TL/)).toHaveTextContent('1,749.90 TL (unconfirmed price)');
  rerender(<ProductPrice price="₺689,00" />);
  expect(screen.getByText('689.00 TL')).toBeInTheDocument();
  await i18next.changeLanguage('tr');
  rerender(<ProductPrice price="1,749.90 TL" />);
  expect(screen.getByText('1.749,90 TL')).toBeInTheDocument();
});
