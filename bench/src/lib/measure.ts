import type { BenchContext } from './context';
import { runLoad, type LoadResult, type RequestSpec } from './load';
import { settle, type ServerProcess } from './processes';

export interface MeasureOptions {
  connections: number;
  /** autocannon's overallRate (`-R`), requests per second in all. */
  rate?: number;
  seconds?: number;
  /** Run a discarded warm-up of BENCH_WARMUP seconds first (default true). */
  warmup?: boolean;
}

/**
 * One measured autocannon run against a server: an optional warm-up, then the run, each
 * followed by waiting until the server has worked off its queue, so nothing left over from
 * one run lands in the next.
 */
export async function measure(
  ctx: BenchContext,
  server: ServerProcess,
  requests: RequestSpec[] | (() => RequestSpec),
  options: MeasureOptions,
): Promise<LoadResult> {
  const run = async (durationSeconds: number) => {
    const result = await runLoad({
      origin: server.origin,
      requests,
      connections: options.connections,
      durationSeconds,
      rate: options.rate,
    });
    await settle(server);
    return result;
  };
  if ((options.warmup ?? true) && ctx.options.warmupSeconds > 0) {
    await run(ctx.options.warmupSeconds);
  }
  return run(options.seconds ?? ctx.options.durationSeconds);
}

/** Closed loop, as fast as the server answers, with BENCH_CONNECTIONS connections. */
export function maxThroughput(
  ctx: BenchContext,
  server: ServerProcess,
  requests: RequestSpec[],
  seconds?: number,
) {
  return measure(ctx, server, requests, { connections: ctx.options.connections, seconds });
}

/** autocannon's fixed-rate mode (`-R`) with BENCH_RATE_CONNECTIONS connections. */
export function fixedRate(
  ctx: BenchContext,
  server: ServerProcess,
  requests: RequestSpec[],
  rate: number,
  options: { seconds?: number; warmup?: boolean } = {},
) {
  return measure(ctx, server, requests, {
    connections: ctx.options.rateConnections,
    rate,
    ...options,
  });
}

/** One connection, one request at a time: what one request costs without queueing. */
export function oneClient(
  ctx: BenchContext,
  server: ServerProcess,
  requests: RequestSpec[],
  seconds?: number,
) {
  return measure(ctx, server, requests, { connections: 1, seconds });
}
