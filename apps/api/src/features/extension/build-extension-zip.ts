import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';

async function addFolder(zip: Zippable, folder: string, prefix: string): Promise<void> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    const name = `${prefix}${entry.name}`;
    if (entry.isDirectory()) await addFolder(zip, full, `${name}/`);
    else if (entry.isFile()) zip[name] = await readFile(full);
  }
}

/**
 * The built extension as a zip to unpack and load, with `kolekt.json` naming this server's
 * origin so the extension pairs with it without typing the address. Null when not built.
 */
export async function buildExtensionZip(options: {
  distDir: string;
  origin: string;
}): Promise<Uint8Array | null> {
  if (!existsSync(path.join(options.distDir, 'manifest.json'))) return null;
  const zip: Zippable = {};
  await addFolder(zip, options.distDir, '');
  zip['kolekt.json'] = new TextEncoder().encode(`${JSON.stringify({ origin: options.origin })}\n`);
  return zipSync(zip, { level: 9 });
}
