/** What `npm start` builds, what each build reads, and the file that proves it finished. */
export interface BuildTarget {
  workspace: string;
  /** Paths, relative to the repository root, whose contents decide the build's output. */
  inputs: readonly string[];
  /** Written last, into the build's output, holding the inputs' digest. */
  stamp: string;
  /** Outputs that must exist beside the stamp (a half-deleted output is rebuilt). */
  outputs: readonly string[];
}

// Every workspace package is read by both builds' imports; the lockfile pins the tools that build.
const shared = ['packages', 'package.json', 'package-lock.json', 'tsconfig.base.json'];

export const buildTargets: Record<string, BuildTarget> = {
  web: {
    workspace: '@kolekt/web',
    inputs: ['apps/web', ...shared],
    stamp: 'apps/web/dist/.build-inputs',
    outputs: ['apps/web/dist/index.html', 'apps/web/dist-server'],
  },
  extension: {
    workspace: '@kolekt/extension',
    inputs: ['apps/extension', ...shared],
    stamp: 'apps/extension/dist/.build-inputs',
    outputs: ['apps/extension/dist/manifest.json'],
  },
};

/** Vite writes VITE_* variables into the bundle, so they are inputs too. */
export function buildEnv(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('VITE_')));
}
