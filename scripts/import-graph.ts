/** A file's imports: each file names the files it imports (by any path, type imports too). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * The groups of files that import each other, directly or round a loop (Tarjan's strongly
 * connected components); a group of one counts only when the file imports itself.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const imported of graph.get(file) ?? []) {
      if (!index.has(imported)) {
        visit(imported);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(imported)!));
      } else if (onStack.has(imported)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(imported)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(group.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/**
 * Each file's layer: 1 for a file that imports nothing, else one above the highest file it
 * imports. Files in one cycle share a layer (the loop is counted once).
 */
export function layersOf(graph: ImportGraph): Map<string, number> {
  const groupOf = new Map<string, string[]>();
  for (const group of findCycles(graph)) for (const file of group) groupOf.set(file, group);
  const layers = new Map<string, number>();
  const layerOf = (file: string): number => {
    const known = layers.get(file);
    if (known !== undefined) return known;
    const group = groupOf.get(file) ?? [file];
    for (const member of group) layers.set(member, 0);
    let below = 0;
    for (const member of group) {
      for (const imported of graph.get(member) ?? []) {
        if (!group.includes(imported)) below = Math.max(below, layerOf(imported));
      }
    }
    for (const member of group) layers.set(member, below + 1);
    return below + 1;
  };
  for (const file of graph.keys()) layerOf(file);
  return layers;
}

/** One longest chain of imports, from a file on the top layer down to layer 1. */
export function longestChain(graph: ImportGraph, layers: ReadonlyMap<string, number>): string[] {
  const top = [...layers.entries()].reduce((high, entry) => (entry[1] > high[1] ? entry : high));
  const chain = [top[0]];
  for (let layer = top[1] - 1; layer > 0; layer -= 1) {
    const last = chain[chain.length - 1]!;
    const next = (graph.get(last) ?? []).find((file) => layers.get(file) === layer);
    // A file sharing its loop's layer imports the way down through another member of the loop.
    if (!next) break;
    chain.push(next);
  }
  return chain;
}
