import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged } from './build-if-changed';
import type { BuildTarget } from './build-targets';

const target: BuildTarget = {
  workspace: '@kolekt/demo',
  inputs: ['app', 'package-lock.json'],
  stamp: 'app/dist/.build-inputs',
  outputs: ['app/dist/index.html'],
};

let root: string;
let builds: number;
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};
const run = (env: NodeJS.ProcessEnv = {}) =>
  buildIfChanged({
    root,
    target,
    env,
    build: () => {
      builds += 1;
      // A real build empties its output folder and writes it again.
      rmSync(path.join(root, 'app/dist'), { recursive: true, force: true });
      mkdirSync(path.join(root, 'app/dist'));
      writeFileSync(path.join(root, 'app/dist/index.html'), '<html></html>');
    },
  });

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'build-if-changed-'));
  builds = 0;
  await write('app/src/main.ts', 'export const a = 1;');
  await write('package-lock.json', '{}');
  await write('app/dist/index.html', '<html></html>');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('buildIfChanged', () => {
  it('builds the first time and skips a second start with the same sources', async () => {
    expect(await run()).toBe('built');
    expect(await run()).toBe('skipped');
    expect(builds).toBe(1);
  });

  it('builds again when a source, the lockfile or a VITE_ variable changes', async () => {
    await run();
    await write('app/src/main.ts', 'export const a = 2;');
    expect(await run()).toBe('built');
    await write('package-lock.json', '{"lockfileVersion":3}');
    expect(await run()).toBe('built');
    expect(await run({ VITE_API_PROXY: 'http://elsewhere' })).toBe('built');
    expect(await run({ VITE_API_PROXY: 'http://elsewhere', HOME: '/x' })).toBe('skipped');
    expect(builds).toBe(4);
  });

  it('builds again when a new source file appears', async () => {
    await run();
    await write('app/src/extra.ts', 'export {};');
    expect(await run()).toBe('built');
  });

  it('ignores tests, installed packages and its own output', async () => {
    await run();
    await write('app/src/main.test.ts', 'it("x", () => {});');
    await write('app/node_modules/x/index.js', '');
    await write('app/dist/other.js', '');
    expect(await run()).toBe('skipped');
  });

  it('builds again when an output is missing, even with a matching stamp', async () => {
    await run();
    await rm(path.join(root, 'app/dist/index.html'));
    expect(await run()).toBe('built');
  });

  it('writes no stamp when the build fails, so the next start builds again', async () => {
    const failing = () =>
      buildIfChanged({
        root,
        target,
        env: {},
        build: () => {
          throw new Error('vite failed');
        },
      });
    await expect(failing()).rejects.toThrow('vite failed');
    expect(await run()).toBe('built');
  });
});
