import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { dataDir, sourceDir } from './context';
import { repoDir } from './processes';

const run = promisify(execFile);
/** The bench's own build, so a build being served elsewhere is left alone. */
export const webDistDir = path.join(dataDir, 'web-dist');
const serverEntry = 'src/entry-server.tsx';

let built: Promise<string> | undefined;

/**
 * Builds the web app into bench/.data/web-dist once per bench run (the bundle and Lighthouse
 * benchmarks measure the same build), with its server build beside it (web-dist-server, where
 * the api looks for it), and returns the folder. The same two `vite build`s as `npm run build`,
 * run in the measured source's apps/web (BENCH_SOURCE may name a snapshot from before the server
 * build: it then has none).
 */
export function buildWebApp(log: (message: string) => void): Promise<string> {
  built ??= (async () => {
    log('  building the web app…');
    const webDir = path.join(sourceDir, 'apps/web');
    const vite = (args: string[]) =>
      run(
        process.execPath,
        [path.join(repoDir, 'node_modules/vite/bin/vite.js'), 'build', ...args],
        {
          cwd: webDir,
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    await vite(['--outDir', webDistDir, '--emptyOutDir']);
    if (existsSync(path.join(webDir, serverEntry))) {
      await vite(['--ssr', serverEntry, '--outDir', `${webDistDir}-server`, '--emptyOutDir']);
    }
    return webDistDir;
  })();
  return built;
}
