import { randomUUID } from 'node:crypto';
import {
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';

interface Entry {
  size: number;
  usedAt: number;
}

/**
 * Files under one folder, at most `maxBytes` in all: past it, the least recently used go first
 * until a tenth of the room is free again. A file's modification time is when it was last used,
 * so the order survives a restart. Each process keeps its own count: instances sharing a folder
 * each stay within the cap for what they wrote and read.
 */
export class DiskCache {
  private entries: Promise<Map<string, Entry>> | undefined;
  private totalBytes = 0;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  async get(key: string): Promise<Buffer | null> {
    const entries = await this.load();
    if (!entries.has(key)) return null;
    const data = await readFile(this.fileOf(key)).catch(() => null);
    if (!data) {
      this.forget(entries, key);
      return null;
    }
    const now = Date.now();
    entries.set(key, { size: data.length, usedAt: now });
    // Used again: it moves to the back of the eviction line, on disk too.
    void utimes(this.fileOf(key), now / 1000, now / 1000).catch(() => {});
    return data;
  }

  async put(key: string, data: Buffer): Promise<void> {
    if (data.length > this.maxBytes) return;
    const entries = await this.load();
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = path.join(this.dir, `.${randomUUID()}.tmp`);
    await writeFile(temporary, data);
    await rename(temporary, this.fileOf(key));
    this.forget(entries, key);
    entries.set(key, { size: data.length, usedAt: Date.now() });
    this.totalBytes += data.length;
    if (this.totalBytes > this.maxBytes) await this.evict(entries);
  }

  /** Bytes this cache holds, as counted. */
  async size(): Promise<number> {
    await this.load();
    return this.totalBytes;
  }

  private fileOf(key: string) {
    return path.join(this.dir, key);
  }

  private forget(entries: Map<string, Entry>, key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    this.totalBytes -= entry.size;
  }

  private async evict(entries: Map<string, Entry>) {
    const target = this.maxBytes * 0.9;
    const oldestFirst = [...entries].sort(([, a], [, b]) => a.usedAt - b.usedAt);
    for (const [key] of oldestFirst) {
      if (this.totalBytes <= target) break;
      this.forget(entries, key);
      await unlink(this.fileOf(key)).catch(() => {});
    }
  }

  /** What the folder already holds, read once (a restart keeps the cache). */
  private load(): Promise<Map<string, Entry>> {
    this.entries ??= (async () => {
      await mkdir(this.dir, { recursive: true });
      const entries = new Map<string, Entry>();
      for (const name of await readdir(this.dir)) {
        const file = path.join(this.dir, name);
        if (name.startsWith('.')) {
          // A write cut short by a crash.
          await unlink(file).catch(() => {});
          continue;
        }
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) continue;
        entries.set(name, { size: info.size, usedAt: info.mtimeMs });
        this.totalBytes += info.size;
      }
      if (this.totalBytes > this.maxBytes) await this.evict(entries);
      return entries;
    })();
    return this.entries;
  }
}
