import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { loadResult, type LoadResult, type RequestSpec } from './load';

export interface SteadyLoadOptions {
  /** Origin of the server, e.g. http://127.0.0.1:4101 */
  origin: string;
  /** Called when a request is due (`dueAt`, performance.now() time), returning it. */
  request: (dueAt: number) => RequestSpec;
  /** Requests per second, evenly spaced. */
  rate: number;
  durationSeconds: number;
  /** Most connections open at once; a request due while all are busy waits, and that counts. */
  connections: number;
}

const answerTimeoutMs = 10_000;

/**
 * An open-loop load: requests go out on a fixed schedule, `rate` a second evenly spaced, whether
 * or not the earlier ones were answered, and each latency runs from the moment the request was
 * due (so a server that falls behind shows it, rather than slowing the generator down).
 * autocannon's `-R` is not this: each connection sends back to back until its share of the second
 * is spent and then waits for the next second, so the server sees bursts as wide as the
 * connections and the latencies measure a queue of the generator's making.
 */
export async function runSteadyLoad(options: SteadyLoadOptions): Promise<LoadResult> {
  const { rate } = options;
  const pool = new Pool(options.origin, {
    connections: options.connections,
    headersTimeout: answerTimeoutMs,
    bodyTimeout: answerTimeoutMs,
  });
  const statusCodes: Record<string, number> = {};
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const inFlight = new Set<Promise<void>>();

  const send = async (dueAt: number) => {
    const spec = options.request(dueAt);
    try {
      const answer = await pool.request({
        method: spec.method ?? 'GET',
        path: spec.path,
        headers: spec.headers,
        body: spec.body,
      });
      await answer.body.dump();
      const code = answer.statusCode;
      statusCodes[code] = (statusCodes[code] ?? 0) + 1;
      if (code >= 200 && code < 300) latencies.push(performance.now() - dueAt);
      else non2xx += 1;
    } catch {
      errors += 1;
    }
  };

  const started = performance.now();
  const end = started + options.durationSeconds * 1000;
  let sent = 0;
  for (let now = started; now < end; now = performance.now()) {
    const due = Math.min(
      Math.floor(((now - started) / 1000) * rate),
      options.durationSeconds * rate,
    );
    for (; sent < due; sent++) {
      const request = send(started + (sent * 1000) / rate);
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
    await sleep(1);
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  await pool.close();

  return loadResult({
    latencies: Float64Array.from(latencies).sort(),
    non2xx,
    errors,
    timeouts: 0,
    statusCodes,
    seconds,
  });
}
