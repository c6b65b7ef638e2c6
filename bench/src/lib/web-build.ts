import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { dataDir, sourceDir } from './context';
import { repoDir } from './processes';

const run = promisify(execFile);
/** The bench's own build, so a build being served elsewhere is left alone. */
export const webDistDir = path.join(dataDir, 'web-dist');

let built: Promise<string> | undefined;

/**
 * Builds the web app into bench/.data/web-dist once per bench run (the bundle and Lighthouse
 * benchmarks measure the same build) and returns the folder.
 */
export function buildWebApp(log: (message: string) => void): Promise<string> {
  built ??= (async () => {
    log('  building the web app…');
    const buildArgs = ['--outDir', webDistDir, '--emptyOutDir'];
    if (sourceDir === repoDir) {
      await run('npm', ['run', 'build', '-w', '@kolekt/web', '--', ...buildArgs], {
        cwd: repoDir,
        maxBuffer: 64 * 1024 * 1024,
      });
    } else {
      // A snapshot (BENCH_SOURCE): the same `vite build`, run in its apps/web.
      const vite = path.join(repoDir, 'node_modules/vite/bin/vite.js');
      await run(process.execPath, [vite, 'build', ...buildArgs], {
        cwd: path.join(sourceDir, 'apps/web'),
        maxBuffer: 64 * 1024 * 1024,
      });
    }
    return webDistDir;
  })();
  return built;
}
