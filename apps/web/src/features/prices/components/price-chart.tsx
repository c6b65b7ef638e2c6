import type { PriceObservation } from '@kolekt/shared/price';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney } from '@kolekt/shared/format-money';
import { axisTimeFormat, chartSeries, cssColor, withAlpha } from '../lib/chart-series';

interface PriceChartProps {
  items: PriceObservation[];
  currency: string | null;
}

const height = 200;

/**
 * The price line drawn with uPlot (this module is loaded only with the price section). Hidden
 * from assistive technology: the section gives the same data as text and as a table.
 */
export default function PriceChart({ items, currency }: PriceChartProps) {
  const { t, i18n } = useTranslation();
  const priceLabel = t('prices.chart.price');
  const dateLabel = t('prices.chart.date');
  const language = i18n.resolvedLanguage ?? 'tr';
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const primary = cssColor('--color-primary', '#4f46e5');
    const grid = cssColor('--color-border', '#e2e8f0');
    const text = cssColor('--color-muted-foreground', '#475569');
    const [times, amounts] = chartSeries(items);
    const latest = amounts.findLastIndex((amount) => amount !== null);
    const latestAt = times[latest] ?? null;
    const latestAmount = amounts[latest] ?? null;
    const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const compact = new Intl.NumberFormat(language, { notation: 'compact' });
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const chart = new uPlot(
      {
        width: target.clientWidth || 320,
        height,
        // The legend reads out the point under the pointer, and the latest reading otherwise.
        legend: { live: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        series: [
          {
            label: dateLabel,
            value: (_u, at) => {
              const shown = at ?? latestAt;
              return shown === null ? '' : moment.format(shown * 1000);
            },
          },
          {
            label: priceLabel,
            stroke: primary,
            width: 2,
            fill: withAlpha(primary, 0.12),
            paths: uPlot.paths.stepped?.({ align: 1 }),
            points: { show: items.length < 40, size: 5, fill: primary },
            value: (_u, value) => {
              const shown = value ?? latestAmount;
              return shown === null ? '' : formatMoney(String(shown), currency, language);
            },
          },
        ],
        axes: [
          {
            ...axis,
            values: (_u, splits, _axis, _space, step) => {
              const tick = axisTimeFormat(step, language);
              return splits.map((at) => tick.format(at * 1000));
            },
          },
          { ...axis, size: 56, values: (_u, splits) => splits.map((v) => compact.format(v)) },
        ],
      },
      [times, amounts],
      target,
    );
    // Follows the dialog's width, from a 390 px phone to the desktop modal.
    const resize = new ResizeObserver(([entry]) => {
      if (entry) chart.setSize({ width: Math.floor(entry.contentRect.width), height });
    });
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [items, currency, language, priceLabel, dateLabel]);

  return <div ref={container} aria-hidden className="w-full min-w-0" />;
}
