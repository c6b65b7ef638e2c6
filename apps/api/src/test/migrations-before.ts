import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Copies of the migrations folder as it was before a migration, so a test can leave a database
 * at that point, fill it the old way, then migrate the rest. `cleanup` removes the copies.
 */
export function migrationHistory() {
  const dirs: string[] = [];
  return {
    async before(tag: string) {
      const dir = await mkdtemp(path.join(tmpdir(), 'kolekt-migrations-'));
      dirs.push(dir);
      await cp(migrationsFolder, dir, { recursive: true });
      const journalPath = path.join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8'));
      const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
      journal.entries = journal.entries.slice(0, at);
      await writeFile(journalPath, JSON.stringify(journal));
      return dir;
    },
    cleanup: () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))),
  };
}
