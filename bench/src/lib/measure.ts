import type { BenchContext } from './context';
import { problemsOf, runLoad, type LoadResult, type RequestSpec } from './load';
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

/** A server and the requests it is measured with. */
export interface Side {
  server: ServerProcess;
  requests: RequestSpec[];
}

export interface PairedThroughput {
  /** The round whose ratio is the median of all rounds' ratios. */
  baseline: LoadResult;
  measured: LoadResult;
  /** measured / baseline throughput of every round, in the order run. */
  ratios: number[];
  /** Why a round does not count, or undefined when every round does. */
  invalid: string | undefined;
}

/**
 * Max throughput of a server against its baseline, in BENCH_ROUNDS rounds of one run each,
 * the order alternating (baseline first, then measured first, …) so a slow stretch of a noisy
 * machine falls on both. The median round (the lower middle one of an even number) stands for
 * the pair (decision 0044).
 */
export async function pairedThroughput(
  ctx: BenchContext,
  baseline: Side,
  measured: Side,
): Promise<PairedThroughput> {
  const closedLoop = (side: Side, seconds = ctx.options.durationSeconds) =>
    measure(ctx, side.server, side.requests, {
      connections: ctx.options.connections,
      seconds,
      warmup: false,
    });
  if (ctx.options.warmupSeconds > 0) {
    await closedLoop(baseline, ctx.options.warmupSeconds);
    await closedLoop(measured, ctx.options.warmupSeconds);
  }
  const rounds: { baseline: LoadResult; measured: LoadResult; ratio: number }[] = [];
  for (let round = 0; round < ctx.options.rounds; round++) {
    const baselineFirst = round % 2 === 0;
    const first = await closedLoop(baselineFirst ? baseline : measured);
    const second = await closedLoop(baselineFirst ? measured : baseline);
    const [b, m] = baselineFirst ? [first, second] : [second, first];
    rounds.push({ baseline: b, measured: m, ratio: m.okRps / b.okRps });
  }
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[(rounds.length - 1) >> 1]!;
  const invalid = rounds
    .map((r, i) => {
      const problems = problemsOf(r.measured) ?? problemsOf(r.baseline);
      return problems && `round ${i + 1}: ${problems}`;
    })
    .filter(Boolean)
    .join('; ');
  return {
    baseline: median.baseline,
    measured: median.measured,
    ratios: rounds.map((r) => r.ratio),
    invalid: invalid || undefined,
  };
}

/** The rounds' ratios for a row's note, in the order run. */
export function ratiosNote(ratios: number[]): string {
  return `rounds ${ratios.map((r) => `${r.toFixed(2)}×`).join(', ')} (median kept)`;
}
