import type { PriceObservation } from '@kolekt/shared/price';
import { describe, expect, it } from 'vitest';
import { outOfStockSince } from './out-of-stock-since';

const reading = (at: string, availability: PriceObservation['availability']): PriceObservation => ({
  at,
  amount: availability === 'out_of_stock' ? null : '100.00',
  currency: 'TRY',
  availability,
  source: 'recheck',
  yours: false,
});

describe('outOfStockSince', () => {
  it('answers the start of the last run of out-of-stock readings', () => {
    expect(
      outOfStockSince([
        reading('2026-11-03T00:00:00Z', 'out_of_stock'),
        reading('2026-11-01T00:00:00Z', 'out_of_stock'),
        reading('2026-11-02T00:00:00Z', 'in_stock'),
      ]),
    ).toBe('2026-11-03T00:00:00Z');
    expect(
      outOfStockSince([
        reading('2026-11-01T00:00:00Z', 'out_of_stock'),
        reading('2026-11-02T00:00:00Z', 'out_of_stock'),
      ]),
    ).toBe('2026-11-01T00:00:00Z');
  });

  it('answers null when the last reading is not out of stock, or there is none', () => {
    expect(outOfStockSince([reading('2026-11-01T00:00:00Z', 'in_stock')])).toBeNull();
    expect(outOfStockSince([])).toBeNull();
  });
});
