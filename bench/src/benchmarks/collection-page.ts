import type { Benchmark } from '../lib/benchmark';
import { percentile, problemsOf, type RequestSpec } from '../lib/load';
import { fixedRate, pairedThroughput, ratiosNote } from '../lib/measure';
import { ids } from '../lib/seed';

const viewers = 20;
const pageCollections = 200;

/**
 * What a signed-in visitor's browser asks for to show a collection page: the collection
 * (owner, like count, liked-by-viewer, view counted) and its first 20 products, as two api
 * requests. Baseline: one bare Fastify + pg request for a 20-row keyset page of the same
 * collection. A page is counted as the api's two requests.
 */
export const collectionPage: Benchmark = {
  name: 'collection-page',
  title: 'Collection page',
  needsDatabase: true,
  async run(ctx) {
    const { plan } = ctx;
    const tokens = await ctx.tokens(viewers);
    const count = Math.min(pageCollections, plan.collections);
    const collections = Array.from({ length: count }, (_, m) =>
      ids.collection((m * 37) % plan.collections),
    );

    // Steady state of a page being re-read: these viewers' views are already counted today, so
    // the view upsert finds its row and writes nothing (a first view also updates the counter).
    await ctx.db().query(
      `insert into collection_views (collection_id, viewer_key, viewed_at)
       select c, v, now() from unnest($1::uuid[]) c, unnest($2::text[]) v
       on conflict (collection_id, viewer_key) do update set viewed_at = now()`,
      [collections, tokens.map((t) => t.userId)],
    );

    const apiRequests: RequestSpec[] = collections.flatMap((id, m) => {
      const headers = { authorization: `Bearer ${tokens[m % tokens.length]!.token}` };
      return [
        { path: `/api/collection/${id}`, headers },
        { path: `/api/product/collection/${id}?pageIndex=1&pageSize=20`, headers },
      ];
    });
    const baselineRequests: RequestSpec[] = collections.map((id) => ({ path: `/page/${id}` }));

    const api = await ctx.api();
    const baselineServer = await ctx.pgBaseline();
    const [detail, page] = await Promise.all(
      apiRequests.slice(0, 2).map(async (spec) => {
        const response = await fetch(api.origin + spec.path, { headers: spec.headers });
        if (!response.ok) throw new Error(`GET ${spec.path} answered ${response.status}`);
        return (await response.json()) as { data: Record<string, unknown> };
      }),
    );
    const items = (page?.data.items as unknown[] | undefined)?.length ?? 0;
    if (
      !('isCurrentUserLiked' in (detail?.data ?? {})) ||
      items !== Math.min(20, plan.productsPerCollection)
    ) {
      throw new Error('collection page: unexpected answer shape');
    }

    const { baseline, measured, ratios, invalid } = await pairedThroughput(
      ctx,
      { server: baselineServer, requests: baselineRequests },
      { server: api, requests: apiRequests },
    );
    const pagesPerSecond = measured.okRps / 2;

    const halfRate = Math.max(1, Math.round(measured.okRps / 2));
    const atHalf = await fixedRate(ctx, api, apiRequests, halfRate);
    const p50 = percentile(atHalf.latencies, 50);
    const p99 = percentile(atHalf.latencies, 99);

    return [
      {
        metric: 'page (collection + 20 products), max throughput',
        unit: 'pages/s',
        measured: pagesPerSecond,
        baseline: baseline.okRps,
        baselineLabel: 'bare pg keyset page',
        target: { of: 'ratio', op: '>=', limit: 0.5 },
        invalid,
        // A page is two api requests: every round's ratio is half its requests' ratio.
        note: `api ${measured.okRps.toFixed(0)} req/s over its 2 requests; ${ctx.options.connections} connections; ${ratiosNote(ratios.map((r) => r / 2))}`,
      },
      {
        metric: `page requests, p99 at half max (${halfRate} req/s)`,
        unit: 'ms',
        measured: p99,
        target: { of: 'value', op: '<=', limit: 25 },
        invalid: problemsOf(atHalf, halfRate),
        note: `p50 ${p50.toFixed(2)} ms, p95 ${percentile(atHalf.latencies, 95).toFixed(2)} ms, max ${percentile(atHalf.latencies, 100).toFixed(1)} ms; autocannon -R with ${ctx.options.rateConnections} connections`,
      },
    ];
  },
};
