import { execFileSync } from 'node:child_process';
import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashBuildInputs } from './build-inputs-hash';
import { buildEnv, buildTargets, type BuildTarget } from './build-targets';

/**
 * `npm start` runs this for the web app and the extension: a build whose inputs have not changed
 * since its last finished build is skipped (decision 0070).
 */
export async function isBuildCurrent(root: string, target: BuildTarget, digest: string) {
  const stamp = await readFile(path.join(root, target.stamp), 'utf8').catch(() => null);
  if (stamp?.trim() !== digest) return false;
  const present = await Promise.all(
    target.outputs.map((output) =>
      access(path.join(root, output)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return present.every(Boolean);
}

export async function buildIfChanged(options: {
  root: string;
  target: BuildTarget;
  env: NodeJS.ProcessEnv;
  build: () => void;
}): Promise<'built' | 'skipped'> {
  const { root, target } = options;
  const digest = await hashBuildInputs({ root, paths: target.inputs, env: buildEnv(options.env) });
  if (await isBuildCurrent(root, target, digest)) return 'skipped';
  options.build();
  // Written only after a finished build: a failed or interrupted one is built again next time.
  await writeFile(path.join(root, target.stamp), `${digest}\n`);
  return 'built';
}

const main = async () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const name of process.argv.slice(2)) {
    const target = buildTargets[name];
    if (!target)
      throw new Error(`Unknown build "${name}": ${Object.keys(buildTargets).join(', ')}`);
    const result = await buildIfChanged({
      root,
      target,
      env: process.env,
      build: () =>
        execFileSync('npm', ['run', 'build', '-w', target.workspace], {
          cwd: root,
          stdio: 'inherit',
        }),
    });
    if (result === 'skipped') {
      process.stdout.write(
        `${target.workspace}: sources unchanged since the last build, skipped\n`,
      );
    }
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
