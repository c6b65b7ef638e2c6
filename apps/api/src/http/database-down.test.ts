import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { createTestApp } from '../test/test-app';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const serviceUnavailable = {
  success: false,
  message: 'The service is briefly unavailable. Please try again in a moment.',
  data: null,
  statusCode: 503,
};

/** A read, a guest write and a signed-in route: each must say 503, never 500. */
const probes = [
  { method: 'GET', url: '/api/collection/lastAdded' },
  { method: 'GET', url: '/api/user/isAvailableUserName?userName=someone_new' },
  {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'Wr0ng!pass' },
  },
] as const;

async function expectDown(app: Awaited<ReturnType<typeof createTestApp>>['app']) {
  for (const probe of probes) {
    const res = await app.inject(probe);
    expect(res.statusCode, `${probe.method} ${probe.url}`).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual(serviceUnavailable);
  }
  const health = await app.inject({ url: '/api/health' });
  expect(health.statusCode).toBe(503);
  expect(health.headers['retry-after']).toBe('5');
  expect(health.json()).toMatchObject({
    success: false,
    statusCode: 503,
    data: { database: 'down' },
  });
}

// Each test opens and migrates a database of its own inside the test, which takes seconds more
// while other files run beside it (decision 0076).
const opensItsOwnDatabase = { timeout: 60_000 };

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database gone', () => {
  it(
    'answers 503 with Retry-After on every route and in the health check',
    opensItsOwnDatabase,
    async () => {
      const database = await openDatabase({});
      const t = await createTestApp({}, { database });
      try {
        expect((await t.app.inject({ url: '/api/collection/lastAdded' })).statusCode).toBe(200);
        await database.close();
        await expectDown(t.app);
      } finally {
        await t.close();
      }
    },
  );
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL restarting', () => {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL || 'postgres://localhost');
  const name = `kolekt_down_${randomBytes(6).toString('hex')}`;
  let proxy: TcpProxy | undefined;
  let database: Database | undefined;

  afterAll(async () => {
    await database?.close();
    await proxy?.stop();
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it(
    'answers 503 while the server is out of reach, and 200 again once it is back',
    opensItsOwnDatabase,
    async () => {
      const admin = new pg.Client({ connectionString: serverUrl.toString() });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      proxy = await startTcpProxy({
        host: serverUrl.hostname,
        port: Number(serverUrl.port || 5432),
      });
      const viaProxy = new URL(serverUrl);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      viaProxy.pathname = `/${name}`;
      database = await openDatabase({ databaseUrl: viaProxy.toString() });
      const t = await createTestApp({}, { database });
      try {
        expect((await t.app.inject({ url: '/api/collection/lastAdded' })).statusCode).toBe(200);
        await proxy.stop();
        await expectDown(t.app);
        await proxy.start();
        expect((await t.app.inject({ url: '/api/collection/lastAdded' })).statusCode).toBe(200);
        expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({
          data: { database: 'up' },
        });
      } finally {
        await t.close();
      }
    },
  );
});
