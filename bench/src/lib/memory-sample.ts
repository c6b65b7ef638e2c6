/** The prefix of the memory probe's lines on the server's stderr. */
export const memoryProbeMarker = 'kolekt-memory-probe ';

/** A server's memory right after a full garbage collection, bytes. */
export interface MemorySample {
  heapUsed: number;
  external: number;
  rss: number;
  collected: boolean;
}

const mib = (bytes: number) => bytes / 1024 / 1024;

/** The probe's samples found in a chunk of server output. */
export function readMemorySamples(text: string): MemorySample[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(memoryProbeMarker))
    .map((line) => JSON.parse(line.slice(memoryProbeMarker.length)) as MemorySample);
}

/** The median of some samples' live heap, MiB. */
export function medianHeapMiB(samples: MemorySample[]): number {
  const sorted = samples.map((sample) => mib(sample.heapUsed)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
