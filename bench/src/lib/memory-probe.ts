/**
 * Loaded into a server under test (with `--expose-gc`) by the bench, never by the app: on SIGUSR2
 * it collects all garbage and prints what is still alive, so growth that survives a full GC (a
 * leak) is told apart from a heap V8 has simply not collected yet.
 */
import { memoryProbeMarker } from './memory-sample';

const collect = (globalThis as { gc?: () => void }).gc;

process.on('SIGUSR2', () => {
  collect?.();
  const usage = process.memoryUsage();
  process.stderr.write(
    `${memoryProbeMarker}${JSON.stringify({
      heapUsed: usage.heapUsed,
      external: usage.external,
      rss: usage.rss,
      collected: collect !== undefined,
    })}\n`,
  );
});
