import { foldSearchText } from '@kolekt/api/lib/fold-search-text';
import type { Benchmark } from '../lib/benchmark';
import type { BenchContext } from '../lib/context';
import { percentile, problemsOf, sequential, type RequestSpec } from '../lib/load';
import { fixedRate } from '../lib/measure';
import { ids } from '../lib/seed';
import { brands, nouns, searchTerms, series } from '../lib/vocabulary';

const rate = 300;
const repeats = 20;
/** The page size the web app's search asks for (pageSizes.searchLoadMore). */
const searchPath = (term: string) =>
  `/api/product/name?title=${encodeURIComponent(term)}&pageIndex=1&pageSize=12`;

async function titlesContaining(ctx: BenchContext, term: string): Promise<number> {
  const pattern = `%${foldSearchText(term)}%`;
  const { rows } = await ctx
    .db()
    .query<{ n: string }>('select count(*) as n from products where title_search like $1', [
      pattern,
    ]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Guest product search by title (substring or close word, best matches first) over the seeded
 * catalogue. First a mix of 30 terms at a fixed 300 req/s; then single terms repeated (20 times
 * in a row, then at 300 req/s), each against a bare primary-key lookup at the same rate.
 */
export const search: Benchmark = {
  name: 'search',
  title: 'Product search',
  needsDatabase: true,
  async run(ctx) {
    const api = await ctx.api();
    const baseline = await ctx.pgBaseline();
    const terms = searchTerms(30);
    const mix: RequestSpec[] = terms.map((term) => ({ path: searchPath(term) }));
    await sequential(api.origin, mix);

    const mixed = await fixedRate(ctx, api, mix, rate);
    const counts = await Promise.all(terms.map((term) => titlesContaining(ctx, term)));
    const average = counts.reduce((sum, n) => sum + n, 0) / counts.length;

    const results: Awaited<ReturnType<Benchmark['run']>> = [
      {
        metric: `search, ${terms.length} terms mixed, p95 at ${rate} req/s`,
        unit: 'ms',
        measured: percentile(mixed.latencies, 95),
        target: { of: 'value', op: '<=', limit: 25 },
        invalid: problemsOf(mixed, rate),
        note: `p50 ${percentile(mixed.latencies, 50).toFixed(2)} ms, p99 ${percentile(mixed.latencies, 99).toFixed(1)} ms; terms match ${Math.min(...counts)}–${Math.max(...counts)} titles by substring (mean ${average.toFixed(0)})`,
      },
    ];

    // The primary-key lookup, repeated the same way.
    const seconds = Math.max(3, Math.round(ctx.options.durationSeconds / 2));
    const pk: RequestSpec[] = [{ path: `/product/${ids.product(12_345 % ctx.plan.products)}` }];
    await sequential(baseline.origin, pk, repeats);
    const pkRun = await fixedRate(ctx, baseline, pk, rate, { seconds, warmup: false });
    const pkP95 = percentile(pkRun.latencies, 95);

    const kinds = [
      { kind: 'brand', term: brands[3]! },
      { kind: 'noun', term: nouns[0]! },
      { kind: 'series name', term: series[17]! },
    ];
    for (const { kind, term } of kinds) {
      const spec: RequestSpec[] = [{ path: searchPath(term) }];
      await sequential(api.origin, spec, repeats);
      const repeated = await fixedRate(ctx, api, spec, rate, { seconds, warmup: false });
      results.push({
        metric: `search '${term}' (${kind}) after ${repeats} repeats, p95 at ${rate} req/s`,
        unit: 'ms',
        measured: percentile(repeated.latencies, 95),
        baseline: pkP95,
        baselineLabel: 'bare pk lookup p95',
        target: { of: 'ratio', op: '<=', limit: 3 },
        invalid: problemsOf(repeated, rate) ?? problemsOf(pkRun, rate),
        note: `'${term}' is in ${await titlesContaining(ctx, term)} titles; p50 ${percentile(repeated.latencies, 50).toFixed(2)} ms (pk p50 ${percentile(pkRun.latencies, 50).toFixed(2)} ms)`,
      });
    }
    return results;
  },
};
