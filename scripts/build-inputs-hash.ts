import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Folders that hold what a build writes or installs, never what it reads from the sources. */
const skippedFolders = new Set(['node_modules', 'dist', 'dist-server', 'coverage', '.data']);
// Tests never reach a bundle: editing one should not cost a rebuild.
const skippedFile = /\.test\.tsx?$/;

async function listFiles(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  const entries = await readdir(full, { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOTDIR') return null;
      throw error;
    },
  );
  if (entries === null) return [entry];
  const nested = await Promise.all(
    entries
      .filter((item) =>
        item.isDirectory() ? !skippedFolders.has(item.name) : !skippedFile.test(item.name),
      )
      .map((item) => listFiles(root, path.join(entry, item.name))),
  );
  return nested.flat();
}

/**
 * One digest of every file under the given paths (relative to root) and of the given environment
 * values: the same digest means the build would read exactly the same inputs.
 */
export async function hashBuildInputs(options: {
  root: string;
  paths: readonly string[];
  env?: Record<string, string | undefined>;
}): Promise<string> {
  const files = (await Promise.all(options.paths.map((entry) => listFiles(options.root, entry))))
    .flat()
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(options.root, file)));
    hash.update('\0');
  }
  for (const [name, value] of Object.entries(options.env ?? {}).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    hash.update(`${name}=${value ?? ''}\0`);
  }
  return hash.digest('hex');
}
