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
    record(['answered', 'answered', 'empty', 'blocked', 'unreadable', 'timeout', 'failed']);
    expect(health.report(['trendyol', 'n11'])).toEqual([
      {
        id: 'trendyol',
        status: 'failed',
        answered: 2,
        empty: 1,
        blocked: 1,
        unreadable: 1,
        timeout: 1,
        failed: 1,
        lastReadAt: new Date(1_000_000).toISOString(),
        verification: expect.objectContaining({ verified: true }),
        alarm: false,
      },
      {
        id: 'n11',
        status: null,
        answered: 0,
        empty: 0,
        blocked: 0,
        unreadable: 0,
        timeout: 0,
        failed: 0,
        lastReadAt: null,
        verification: expect.objectContaining({ verified: true }),
        alarm: false,
      },
    ]);
  });

  it('keeps when the page was last read with items, past the window and past failures', () => {
    const { health, record, advance } = tracker();
    record(['answered']);
    const readAt = new Date(1_000_000).toISOString();
    advance(90 * minute);
    record(['empty', 'unreadable', 'blocked']);
    expect(health.report([])[0]).toMatchObject({ lastReadAt: readAt, answered: 0 });
  });

  it('says which adapters are verified on a real page and which only on our own', () => {
    const { health } = tracker();
    const report = health.report(['trendyol', 'hepsiburada', 'n11', 'amazon', 'boyner']);
    const verified = Object.fromEntries(report.map((shop) => [shop.id, shop.verification]));
    expect(verified.trendyol).toEqual({
      verified: true,
      verifiedOn: ['shops/trendyol-listing-televizyon-2025-11-12.html'],
      label: { tr: 'Gerçek sayfada doğrulandı', en: 'Verified on a real page' },
    });
    expect(verified.hepsiburada?.verified).toBe(true);
    expect(verified.n11?.verified).toBe(true);
    for (const id of ['amazon', 'boyner'] as const) {
      expect(verified[id]).toEqual({
        verified: false,
        verifiedOn: [],
        label: {
          tr: 'Doğrulanmadı: yalnızca Kolekt’in kendi test sayfalarında denendi',
          en: 'Unverified: tested only on Kolekt’s own test pages',
        },
      });
    }
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

  it('counts unreadable pages as failures: a changed page raises the alarm', () => {
    const { health, lines, record } = tracker();
    record(Array<ShopRead>(5).fill('answered'));
    record(Array<ShopRead>(5).fill('unreadable'));
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'parser-health alarm',
        details: expect.objectContaining({ store: 'trendyol', unreadable: 5 }),
      }),
    );
    expect(health.report([])[0]).toMatchObject({ status: 'unreadable', alarm: true });
  });

  it('does not count empty answers as failures for a shop that never gave items', () => {
    const { health, lines, record } = tracker();
    record(Array<ShopRead>(12).fill('empty'));
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(health.report([])[0]?.alarm).toBe(false);
  });
});
