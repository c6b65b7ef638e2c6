import type { PriceObservation } from '@kolekt/shared/price';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PriceTable } from './price-table';

const observation = (at: string, amount: string, yours: boolean): PriceObservation => ({
  at,
  amount,
  currency: 'TRY',
  availability: 'in_stock',
  source: yours ? 'extension' : 'recheck',
  yours,
});

describe('PriceTable', () => {
  it("marks the caller's own browser readings as theirs, and only those", () => {
    renderWithProviders(
      <PriceTable
        caption="History"
        items={[
          observation('2026-11-01T00:00:00.000Z', '1299.90', false),
          observation('2026-11-02T00:00:00.000Z', '804.61', true),
        ]}
      />,
    );
    const [, newest, oldest] = screen.getAllByRole('row');
    expect(within(newest!).getByText("(your browser's reading)")).toBeVisible();
    expect(within(oldest!).queryByText("(your browser's reading)")).not.toBeInTheDocument();
  });
});
