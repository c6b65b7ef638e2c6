import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadVapidDetails, vapidSubject } from './vapid-keys';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const config = (
  dataDir: string,
  push: { vapidPublicKey?: string; vapidPrivateKey?: string } = {},
) => ({
  dataDir,
  mailFrom: 'Kolekt <alerts@kolekt.app>',
  publicUrl: 'https://kolekt.app',
  push: { allowedHosts: [], ...push },
});

describe('VAPID keys', () => {
  it('are generated into the data folder once and read back on the next start', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'kolekt-vapid-')), 'data');
    dirs.push(path.dirname(dataDir));
    const first = await loadVapidDetails(config(dataDir));
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const stored = JSON.parse(await readFile(path.join(dataDir, 'vapid-keys.json'), 'utf8'));
    expect(stored).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(await loadVapidDetails(config(dataDir))).toEqual(first);
  });

  it('come from the environment when both are set, and not from one alone', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kolekt-vapid-'));
    dirs.push(dataDir);
    const pair = webpush.generateVAPIDKeys();
    const keys = { vapidPublicKey: pair.publicKey, vapidPrivateKey: pair.privateKey };
    expect(await loadVapidDetails(config(dataDir, keys))).toEqual({
      subject: 'mailto:alerts@kolekt.app',
      ...pair,
    });
    await expect(
      loadVapidDetails(config(dataDir, { vapidPublicKey: pair.publicKey })),
    ).rejects.toThrow('must be set together');
    await expect(
      loadVapidDetails(config(dataDir, { ...keys, vapidPrivateKey: 'too-short' })),
    ).rejects.toThrow('32 bytes');
    await expect(readFile(path.join(dataDir, 'vapid-keys.json'))).rejects.toThrow();
  });

  it('name MAIL_FROM’s address as the subject, else PUBLIC_URL', () => {
    expect(vapidSubject({ mailFrom: 'alerts@kolekt.app', publicUrl: 'https://x' })).toBe(
      'mailto:alerts@kolekt.app',
    );
    expect(vapidSubject({ mailFrom: 'Kolekt', publicUrl: 'https://kolekt.app' })).toBe(
      'https://kolekt.app',
    );
  });
});
