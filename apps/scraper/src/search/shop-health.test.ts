import { describe, expect, it } from 'vitest';
import { createShopHealth, type ShopRead } from './shop-health';

function tracker() {
  const lines: { level: 'warn' | 'error'; details: object; message: string }[] = [];
  let clock = 1_000_000;
  const health = createShopHealth({
    log: {
      warn: (details, message) => void lines.push({ level: 'warn', details, message }),
      error: (details, message) => void lines.push({ level: 'error', details, message }),
    },
    now: () => clock,
  });
  const record = (reads: ShopRead[]) => reads.forEach((read) => health.record('trendyol', read));
  return { health, lines, record, advance: (ms: number) => (clock += ms) };
}

const minute = 60_000;

describe('shop health', () => {
  it('counts each kind of read per shop and lists every configured shop', () => {
    const { health, record } = tracker();
    record(['answered', 'answered', 'empty', 'blocked', 'timeout', 'failed']);
    expect(health.report(['trendyol', 'n11'])).toEqual([
      {
        id: 'trendyol',
        status: 'failed',
        answered: 2,
        empty: 1,
        blocked: 1,
        timeout: 1,
        failed: 1,
        alarm: false,
      },
      {
        id: 'n11',
        status: null,
        answered: 0,
        empty: 0,
        blocked: 0,
        timeout: 0,
        failed: 0,
        alarm: false,
      },
    ]);
  });

  it('forgets reads older than an hour', () => {
    const { health, record, advance } = tracker();
    record(['blocked', 'blocked']);
    advance(61 * minute);
    record(['answered']);
    expect(health.report([])[0]).toMatchObject({ answered: 1, blocked: 0 });
  });

  it('logs a warn line only when the status changes', () => {
    const { lines, record } = tracker();
    record(['answered', 'empty', 'answered', 'blocked', 'blocked', 'answered']);
    expect(lines.filter((line) => line.level === 'warn')).toEqual([
      expect.objectContaining({ details: { store: 'trendyol', from: 'answered', to: 'blocked' } }),
      expect.objectContaining({ details: { store: 'trendyol', from: 'blocked', to: 'answered' } }),
    ]);
  });

  it('raises the parser-health alarm once when half of at least 10 reads fail', () => {
    const { health, lines, record } = tracker();
    record(['answered', 'answered', 'answered', 'answered', 'answered']);
    record(['blocked', 'failed', 'empty', 'blocked']);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    record(['blocked']);
    record(['blocked']);
    const alarms = lines.filter((line) => line.message === 'parser-health alarm');
    expect(alarms).toEqual([
      expect.objectContaining({
        level: 'error',
        details: expect.objectContaining({ store: 'trendyol', blocked: 3 }),
      }),
    ]);
    expect(health.report([])[0]?.alarm).toBe(true);
  });

  it('does not count empty answers as failures for a shop that never gave items', () => {
    const { health, lines, record } = tracker();
    record(Array<ShopRead>(12).fill('empty'));
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(health.report([])[0]?.alarm).toBe(false);
  });
});
