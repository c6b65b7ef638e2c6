import type { BenchContext } from './context';
import type { Measurement } from './report';

export interface Benchmark {
  /** Short name, used by `--only`. */
  name: string;
  title: string;
  /** False for benchmarks that need no seeded database (the web bundle). */
  needsDatabase: boolean;
  run(ctx: BenchContext): Promise<Omit<Measurement, 'benchmark'>[]>;
}
