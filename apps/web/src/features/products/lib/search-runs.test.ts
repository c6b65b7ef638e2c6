import type { SearchItem, SearchMessage, ShopSearchStatus } from '@kolekt/shared/retailer-search';
import { describe, expect, it } from 'vitest';
import { applySearchMessage, combineRuns, failRun, newRun, shopsReached } from './search-runs';

const item = (n: number): SearchItem => ({
  title: `Ürün ${n}`,
  store: 'Trendyol',
  price: null,
  imagePath: null,
  pureUrl: `https://www.trendyol.com/urun-p-${n}`,
});
const status = (id: ShopSearchStatus['id'], kind: ShopSearchStatus['status'], count = 0) =>
  ({ id, store: id, status: kind, count }) as ShopSearchStatus;
const message = (
  kind: SearchMessage['message'],
  items: SearchItem[],
  shops?: ShopSearchStatus[],
): SearchMessage => ({ success: true, message: kind, data: { items, hasNextPage: false, shops } });

describe('search runs', () => {
  it('adds each wait, then takes the final page whole', () => {
    let run = applySearchMessage(
      newRun(),
      message('wait', [item(1)], [status('trendyol', 'answered', 1)]),
    );
    run = applySearchMessage(run, message('wait', [item(1), item(2)]));
    expect(run).toMatchObject({ status: 'wait', items: [item(1), item(2)] });
    expect(run.shops).toEqual([status('trendyol', 'answered', 1)]);
    run = applySearchMessage(
      run,
      message('completed', [item(2), item(3)], [status('n11', 'blocked')]),
    );
    expect(run).toMatchObject({
      status: 'done',
      items: [item(2), item(3)],
      shops: [status('n11', 'blocked')],
    });
  });

  it('keeps what a broken stream had, marked failed', () => {
    const run = failRun(applySearchMessage(newRun(), message('wait', [item(1)])));
    expect(run).toMatchObject({ status: 'done', failed: true, items: [item(1)] });
  });

  it("merges the browser's run: each link once, its answer winning over the server's block", () => {
    const server = applySearchMessage(
      newRun(),
      message(
        'completed',
        [item(1)],
        [status('trendyol', 'answered', 1), status('hepsiburada', 'blocked')],
      ),
    );
    expect(combineRuns(server, null).status).toBe('done');
    const browser = applySearchMessage(
      newRun(),
      message(
        'wait',
        [item(1), item(2)],
        [status('hepsiburada', 'answered', 2), status('trendyol', 'blocked')],
      ),
    );
    const shown = combineRuns(server, browser);
    expect(shown.status).toBe('wait');
    expect(shown.items).toEqual([item(1), item(2)]);
    expect(shown.shops).toEqual([
      status('trendyol', 'answered', 1),
      status('hepsiburada', 'answered', 2),
    ]);
    expect(combineRuns(server, newRun()).status).toBe('wait');
    expect(combineRuns(newRun(), newRun()).status).toBe('idle');
  });

  it('tells every shop unreachable from some, and a broken stream with no shop heard from', () => {
    const answered = status('trendyol', 'answered', 1);
    expect(shopsReached([answered], false)).toBe('all');
    expect(shopsReached([answered, status('n11', 'failed')], false)).toBe('some');
    expect(shopsReached([status('trendyol', 'failed'), status('n11', 'blocked')], false)).toBe(
      'none',
    );
    expect(shopsReached([], true)).toBe('none');
    expect(shopsReached([], false)).toBe('all');
    expect(combineRuns(failRun(newRun()), null).failed).toBe(true);
    expect(combineRuns(failRun(newRun()), newRun()).failed).toBe(false);
  });
});
