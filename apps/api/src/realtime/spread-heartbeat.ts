/**
 * A periodic visit of many sockets without one long pause: each socket joins one of `slices`
 * groups in turn, and one group is visited every `periodMs / slices`, so every socket is still
 * visited once a period. Pinging 5,000 sockets at once stalled the event loop for ~300 ms on a
 * busy 2-core machine, and every request waiting behind it (decision 0029).
 */
export function createSpreadHeartbeat<Item>(options: {
  periodMs: number;
  slices: number;
  visit: (item: Item) => void;
}) {
  const { periodMs, slices, visit } = options;
  const groups = Array.from({ length: slices }, () => new Set<Item>());
  let joined = 0;
  let tick = 0;
  const timer = setInterval(() => {
    for (const item of groups[tick++ % slices]!) visit(item);
  }, periodMs / slices);
  timer.unref();
  return {
    /** Adds an item; the function returned takes it out again. */
    join(item: Item): () => void {
      const group = groups[joined++ % slices]!;
      group.add(item);
      return () => void group.delete(item);
    },
    stop: () => clearInterval(timer),
  };
}
