import type { PriceObservation } from '@kolekt/shared/price';
import { describe, expect, it } from 'vitest';
import { axisTimeFormat, chartSeries } from './chart-series';

const reading = (at: string, amount: string | null, availability = 'in_stock'): PriceObservation =>
  ({ at, amount, currency: 'TRY', availability, source: 'recheck' }) as PriceObservation;

describe('chartSeries', () => {
  it('orders readings by time and leaves gaps where there was no price to buy at', () => {
    const [times, amounts] = chartSeries([
      reading('2026-11-03T00:00:00.000Z', '90.00', 'out_of_stock'),
      reading('2026-11-01T00:00:00.000Z', '100.50'),
      reading('2026-11-02T00:00:00.000Z', null),
      reading('2026-11-04T00:00:00.000Z', '95.00'),
    ]);
    expect(times).toEqual([1, 2, 3, 4].map((day) => Date.UTC(2026, 10, day) / 1000));
    expect(amounts).toEqual([100.5, null, null, 95]);
  });
});

describe('axisTimeFormat', () => {
  const at = Date.UTC(2026, 10, 25, 14, 30);
  it('names days when the ticks are a day or more apart', () => {
    expect(axisTimeFormat(86_400, 'en').format(at)).toBe('Nov 25');
    expect(axisTimeFormat(7 * 86_400, 'tr').format(at)).toBe('25 Kas');
  });
  it('names hours and minutes for shorter steps, and seconds below a minute', () => {
    expect(axisTimeFormat(6 * 3600, 'en').format(at)).toMatch(/^\d{1,2}:30\s?[AP]M$/);
    expect(axisTimeFormat(6 * 3600, 'tr').format(at)).toMatch(/^\d{2}:30$/);
    expect(axisTimeFormat(5, 'tr').format(at)).toMatch(/^\d{2}:30:00$/);
  });
});
