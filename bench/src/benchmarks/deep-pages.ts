import type { Benchmark } from '../lib/benchmark';
import { percentile, problemsOf, sequential } from '../lib/load';
import { measure, oneClient } from '../lib/measure';

const deepPage = 5000;
const pageSize = 20;

/**
 * The newest products (GET /api/product/lastAdded, every product of a public collection) at
 * page 1 and at page 5,000, one request at a time, p50. Page 5,000 twice over: asked again and
 * again (an api that remembers where pages start, as infinite scroll reaches them, can start it
 * on the index), and as a jump, every request a deep page not asked before (4,999, 4,998, …), which
 * only a real keyset or OFFSET can answer. For scale, a bare keyset page at the same depth.
 */
export const deepPages: Benchmark = {
  name: 'deep-pages',
  title: 'Deep pages',
  needsDatabase: true,
  async run(ctx) {
    const api = await ctx.api();
    const baseline = await ctx.pgBaseline();
    const path = (page: number) => `/api/product/lastAdded?pageIndex=${page}&pageSize=${pageSize}`;
    const first = [{ path: path(1) }];
    const deep = [{ path: path(deepPage) }];
    await sequential(api.origin, [...first, ...deep]);
    const response = await fetch(api.origin + path(deepPage));
    const body = (await response.json()) as { data: { items: unknown[] } };
    const skipped = (deepPage - 1) * pageSize;

    // The row a keyset page at the same depth starts after.
    const { rows } = await ctx
      .db()
      .query<{ createdAt: Date; id: string }>(
        `select created_at as "createdAt", id from products order by created_at desc, id desc offset $1 limit 1`,
        [Math.max(0, Math.min(skipped, ctx.plan.products) - 1)],
      );
    const cursor = rows[0];
    const keysetFirst = [{ path: '/newest' }];
    const keysetDeep = cursor
      ? [
          {
            path: `/newest?createdAt=${encodeURIComponent(cursor.createdAt.toISOString())}&id=${cursor.id}`,
          },
        ]
      : keysetFirst;

    const seconds = Math.max(3, Math.round(ctx.options.durationSeconds / 2));
    const firstRun = await oneClient(ctx, api, first, seconds);
    const deepRun = await oneClient(ctx, api, deep, seconds);
    let jump = deepPage;
    const jumpRun = await measure(ctx, api, () => ({ path: path(--jump) }), {
      connections: 1,
      seconds,
      warmup: false,
    });
    const keysetFirstRun = await oneClient(ctx, baseline, keysetFirst, seconds);
    const keysetDeepRun = await oneClient(ctx, baseline, keysetDeep, seconds);
    const p50 = (run: typeof firstRun) => percentile(run.latencies, 50);
    const p99 = (run: typeof firstRun) => percentile(run.latencies, 99).toFixed(2);
    return [
      {
        metric: `GET /api/product/lastAdded, a jump to a page near ${deepPage} vs page 1, p50`,
        unit: 'ms',
        measured: p50(jumpRun),
        baseline: p50(firstRun),
        baselineLabel: 'page 1',
        target: { of: 'ratio', op: '<=', limit: 1.5 },
        invalid: problemsOf(jumpRun) ?? problemsOf(firstRun),
        note: `pages ${deepPage - 1} down to ${jump}, each asked once; p99 ${p99(jumpRun)} ms`,
      },
      {
        metric: `GET /api/product/lastAdded page ${deepPage} asked again vs page 1, p50`,
        unit: 'ms',
        measured: p50(deepRun),
        baseline: p50(firstRun),
        baselineLabel: 'page 1',
        target: { of: 'ratio', op: '<=', limit: 1.5 },
        invalid: problemsOf(deepRun) ?? problemsOf(firstRun),
        note: `rows after the first ${skipped} of ${ctx.plan.products}; page ${deepPage} returned ${body.data.items.length} items; p99 ${p99(deepRun)} ms vs ${p99(firstRun)} ms`,
      },
      {
        metric: `GET /api/product/lastAdded page 1 vs bare keyset page 1, p50`,
        unit: 'ms',
        measured: p50(firstRun),
        baseline: p50(keysetFirstRun),
        baselineLabel: 'bare keyset',
        invalid: problemsOf(keysetFirstRun),
        note: `bare keyset page at the depth of page ${deepPage}: p50 ${p50(keysetDeepRun).toFixed(2)} ms (${(p50(keysetDeepRun) / p50(keysetFirstRun)).toFixed(2)}× its page 1)`,
      },
    ];
  },
};
