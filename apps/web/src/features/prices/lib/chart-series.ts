import type { PriceObservation } from '@kolekt/shared/price';

/**
 * The history as the chart's two aligned columns: seconds and amounts. A reading without an
 * amount, or while out of stock, is a gap in the line rather than a fall to zero.
 */
export function chartSeries(items: PriceObservation[]): [number[], (number | null)[]] {
  const sorted = [...items].sort((a, b) => a.at.localeCompare(b.at));
  return [
    sorted.map((item) => Math.floor(new Date(item.at).getTime() / 1000)),
    sorted.map((item) =>
      item.amount !== null && item.availability !== 'out_of_stock' ? Number(item.amount) : null,
    ),
  ];
}

/** A design token's value from the stylesheet, so the chart follows the app's colours. */
export function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** A hex colour with an alpha ('#4f46e5' → '#4f46e51f'), for the area under the line; none otherwise. */
export function withAlpha(color: string, alpha: number): string | undefined {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return undefined;
  return `${color}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

/**
 * How the time axis names its ticks, by the step between them: days for steps of a day or more,
 * hours and minutes for shorter ones, seconds too below a minute (re-checks a few seconds apart).
 */
export function axisTimeFormat(stepSeconds: number, language: string): Intl.DateTimeFormat {
  if (stepSeconds >= 24 * 60 * 60) {
    return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  }
  return new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    ...(stepSeconds < 60 ? { second: '2-digit' } : {}),
  });
}
