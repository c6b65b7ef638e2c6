import { describe, expect, it } from 'vitest';
import { findCycles, layersOf, type ImportGraph } from './import-graph';

const graph = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('finds none in a graph that only points down', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds each loop once, with every file on it', () => {
    const cycles = findCycles(
      graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['f'], g: ['a'] }),
    );
    expect(cycles).toHaveLength(3);
    expect(cycles).toEqual(expect.arrayContaining([['a', 'b', 'c'], ['d', 'e'], ['f']]));
  });
});

describe('layersOf', () => {
  it('puts a file one above the highest file it imports', () => {
    const layers = layersOf(graph({ a: ['b', 'd'], b: ['c'], c: [], d: [] }));
    expect(Object.fromEntries(layers)).toEqual({ a: 3, b: 2, c: 1, d: 1 });
  });

  it('gives the files of a loop one shared layer', () => {
    const layers = layersOf(graph({ a: ['b'], b: ['c'], c: ['b', 'd'], d: [] }));
    expect(Object.fromEntries(layers)).toEqual({ a: 3, b: 2, c: 2, d: 1 });
  });
});
