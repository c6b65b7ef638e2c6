import type { PriceObservation } from '@kolekt/shared/price';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PriceChart from './price-chart';

const items: PriceObservation[] = [
  {
    at: '2026-11-01T00:00:00.000Z',
    amount: '2799.00',
    currency: 'TRY',
    availability: 'in_stock',
    source: 'server',
    yours: false,
  },
  {
    at: '2026-11-10T00:00:00.000Z',
    amount: '2499.00',
    currency: 'TRY',
    availability: 'in_stock',
    source: 'recheck',
    yours: false,
  },
];

/** happy-dom has no 2D canvas: a context that does nothing and remembers the colours set on it. */
function recordingCanvas() {
  const colours = new Set<string>();
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) =>
      key in target ? target[key] : key === 'measureText' ? () => ({ width: 10 }) : () => undefined,
    set: (target, key, value) => {
      if ((key === 'strokeStyle' || key === 'fillStyle') && typeof value === 'string') {
        colours.add(value);
      }
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  return colours;
}

beforeEach(() => {
  // Paths that take every drawing call and draw nothing.
  vi.stubGlobal(
    'Path2D',
    class {
      constructor() {
        return new Proxy(this, { get: () => () => undefined });
      }
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.style.removeProperty('--color-primary');
});

describe('PriceChart', () => {
  it('draws the line in the app’s primary colour, hidden from assistive technology', async () => {
    document.documentElement.style.setProperty('--color-primary', '#123456');
    const colours = recordingCanvas();
    const { container, unmount } = render(<PriceChart items={items} currency="TRY" />);
    const chart = container.firstElementChild!;
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart.querySelector('.uplot canvas')).not.toBeNull();
    // uPlot draws on the next frame.
    await vi.waitFor(() => expect(colours).toContain('#123456'));
    expect(colours).toContain('#1234561f');
    unmount();
    expect(container.querySelector('.uplot')).toBeNull();
  });
});
