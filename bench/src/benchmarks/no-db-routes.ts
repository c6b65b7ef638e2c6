import type { Benchmark } from '../lib/benchmark';
import { sequential } from '../lib/load';
import { pairedThroughput, ratiosNote } from '../lib/measure';

/**
 * A route with no database work through the whole api stack (helmet, CORS, cookies, zod
 * serializer, envelope) against a bare Fastify hello. GET /api/health is not used: it pings
 * the database.
 */
export const noDbRoutes: Benchmark = {
  name: 'no-db',
  title: 'Routes with no database work',
  needsDatabase: true,
  async run(ctx) {
    const hello = await ctx.hello();
    const api = await ctx.api();
    const helloRequests = [{ path: '/hello' }];
    const apiRequests = [{ path: '/api/config' }];
    await sequential(api.origin, apiRequests);

    const { baseline, measured, ratios, invalid } = await pairedThroughput(
      ctx,
      { server: hello, requests: helloRequests },
      { server: api, requests: apiRequests },
    );
    return [
      {
        metric: 'GET /api/config, max throughput',
        unit: 'req/s',
        measured: measured.okRps,
        baseline: baseline.okRps,
        baselineLabel: 'bare hello',
        target: { of: 'ratio', op: '>=', limit: 0.7 },
        invalid,
        note: ratiosNote(ratios),
      },
    ];
  },
};
