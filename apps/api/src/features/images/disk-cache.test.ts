import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskCache } from './disk-cache';

const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);
const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

describe('DiskCache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kolekt-disk-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('gives back what was put, and nothing for an unknown key', async () => {
    const cache = new DiskCache(dir, 1000);
    await cache.put('a', bytes(10, 7));
    expect(await cache.get('a')).toEqual(bytes(10, 7));
    expect(await cache.get('b')).toBeNull();
  });

  it('stays within its room, the least recently used out first', async () => {
    const cache = new DiskCache(dir, 1000);
    for (const key of ['a', 'b', 'c']) {
      await cache.put(key, bytes(300));
      await pause();
    }
    await cache.get('a'); // used again: now 'b' is the oldest
    await pause();
    await cache.put('d', bytes(300));
    expect(await cache.size()).toBeLessThanOrEqual(900);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).not.toBeNull();
    expect((await readdir(dir)).sort()).toEqual(['a', 'c', 'd']);
  });

  it('counts a key written again once, and never keeps what is larger than its room', async () => {
    const cache = new DiskCache(dir, 1000);
    await cache.put('a', bytes(400));
    await cache.put('a', bytes(500));
    expect(await cache.size()).toBe(500);
    await cache.put('huge', bytes(1001));
    expect(await cache.get('huge')).toBeNull();
  });

  it('keeps its files and their order over a restart, and drops half-written ones', async () => {
    const before = new DiskCache(dir, 1000);
    await before.put('old', bytes(400));
    await pause();
    await before.put('new', bytes(400));
    await writeFile(path.join(dir, '.cut-short.tmp'), bytes(50));

    const after = new DiskCache(dir, 1000);
    expect(await after.size()).toBe(800);
    await after.put('newest', bytes(400));
    expect(await after.get('old')).toBeNull();
    expect(await after.get('new')).not.toBeNull();
    expect((await readdir(dir)).sort()).toEqual(['new', 'newest']);
  });
});
