import autocannon from 'autocannon';

/** One request of a mix: a path (with query), optional headers, and for writes a body. */
export interface RequestSpec {
  path: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

export interface LoadOptions {
  /** Origin of the server, e.g. http://127.0.0.1:4101 */
  origin: string;
  /**
   * Requests sent in turn (round-robin over the whole run), or a function called just before
   * each request is written, returning it.
   */
  requests: RequestSpec[] | (() => RequestSpec);
  connections: number;
  durationSeconds: number;
  /** autocannon's overallRate (`-R`): at most this many requests per second in all. */
  rate?: number;
}

export interface LoadResult {
  /** Completed requests per second (every status). */
  rps: number;
  /** 2xx answers per second. */
  okRps: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Latencies of 2xx answers in milliseconds, sorted. */
  latencies: Float64Array;
  seconds: number;
}

/**
 * Runs autocannon against a request mix. Latencies are taken from autocannon's own per-response
 * timing (hrtime, from writing the request to the end of the answer), kept raw so percentiles
 * have sub-millisecond resolution and p95 exists (autocannon's summary has 1 ms buckets and no
 * p95).
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { requests } = options;
  if (Array.isArray(requests) && requests.length === 0) throw new Error('runLoad: no requests');
  const single = Array.isArray(requests) && requests.length === 1 ? requests[0] : undefined;
  let index = 0;
  const next =
    typeof requests === 'function' ? requests : () => requests[index++ % requests.length]!;
  const statusCodes: Record<string, number> = {};
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let non2xx = 0;

  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const started = process.hrtime.bigint();
  const autocannonOptions = {
    url: options.origin,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...(single
      ? // One fixed request: autocannon builds its buffer once (cheapest for the generator).
        {
          requests: [
            {
              method: single.method ?? 'GET',
              path: single.path,
              headers: single.headers,
              body: single.body,
            },
          ],
        }
      : {
          requests: [
            {
              method: 'GET' as const,
              setupRequest: (request) => {
                const spec = next();
                return {
                  ...request,
                  method: spec.method ?? 'GET',
                  path: spec.path,
                  headers: { ...request.headers, ...spec.headers },
                  body: spec.body,
                };
              },
            },
          ],
        }),
  } satisfies autocannon.Options;
  const instance = autocannon(autocannonOptions, (error, result) =>
    error ? fail(error) : finish(result),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    if (statusCode < 200 || statusCode >= 300) {
      non2xx += 1;
      return;
    }
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[count++] = responseTime;
  });
  const result = await done;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return loadResult({
    latencies: latencies.slice(0, count).sort(),
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    seconds,
  });
}

/** A run's result from its sorted 2xx latencies and its counts. */
export function loadResult(
  run: Pick<LoadResult, 'latencies' | 'non2xx' | 'errors' | 'timeouts' | 'statusCodes' | 'seconds'>,
): LoadResult {
  const ok = run.latencies.length;
  const total = ok + run.non2xx;
  return { ...run, rps: total / run.seconds, okRps: ok / run.seconds, requests: total };
}

/** Nearest-rank percentile of sorted values (p in 0–100). */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Why a run does not count, or undefined when it does. */
export function problemsOf(result: LoadResult, expectedRate?: number): string | undefined {
  const problems: string[] = [];
  if (result.errors > 0) problems.push(`${result.errors} connection errors/timeouts`);
  if (result.non2xx > 0) {
    const codes = Object.entries(result.statusCodes)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, n]) => `${n}×${code}`)
      .join(', ');
    problems.push(`${result.non2xx} non-2xx answers (${codes})`);
  }
  if (expectedRate && result.okRps < expectedRate * 0.95) {
    problems.push(`asked ${expectedRate} req/s, got ${result.okRps.toFixed(0)}`);
  }
  return problems.length > 0 ? problems.join('; ') : undefined;
}

/** Sends each request once, in order, one at a time, and fails on anything but 2xx. */
export async function sequential(origin: string, requests: RequestSpec[], times = 1) {
  for (let round = 0; round < times; round++) {
    for (const spec of requests) {
      const response = await fetch(origin + spec.path, { headers: spec.headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${spec.path} answered ${response.status}`);
    }
  }
}
