import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverMessages } from '@kolekt/shared/server-messages';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/extension/download', () => {
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'kolekt-extension-'));
    t = await createTestApp({
      EXTENSION_DIST_DIR: dist,
      PUBLIC_URL: 'https://kolekt.example.com/',
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers a clear 404 envelope while the extension is not built', async () => {
    const res = await t.app.inject({ url: '/api/extension/download' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: serverMessages.extensionNotBuilt,
      data: null,
      statusCode: 404,
    });
  });

  it('sends the built extension as a zip that names this server, once built', async () => {
    await mkdir(path.join(dist, '_locales', 'tr'), { recursive: true });
    await writeFile(path.join(dist, 'manifest.json'), '{"manifest_version":3}');
    await writeFile(path.join(dist, '_locales', 'tr', 'messages.json'), '{}');
    // The build's unpaired placeholder, which the download replaces.
    await writeFile(path.join(dist, 'kolekt.json'), '{"origin":null}');

    const res = await t.app.inject({ url: '/api/extension/download' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="kolekt-extension.zip"');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      '_locales/tr/messages.json',
      'kolekt.json',
      'manifest.json',
    ]);
    expect(JSON.parse(strFromU8(files['kolekt.json']!))).toEqual({
      origin: 'https://kolekt.example.com',
    });
    expect(strFromU8(files['manifest.json']!)).toBe('{"manifest_version":3}');
  });

  it('keeps the zip it made: a later change on disk is not read again', async () => {
    await writeFile(path.join(dist, 'manifest.json'), '{"changed":true}');
    const res = await t.app.inject({ url: '/api/extension/download' });
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(strFromU8(files['manifest.json']!)).toBe('{"manifest_version":3}');
  });
});
