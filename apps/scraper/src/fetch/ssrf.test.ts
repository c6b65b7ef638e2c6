import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeProduct } from '../scrape-product';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from '../test-support/fixture-server';

/**
 * Without the allow-list nothing internal may be reached. `inside` stands for an internal
 * service: it must never see a connection.
 */
describe('SSRF refusals without the allow-list', () => {
  let inside: FixtureServer;
  let publicShop: FixtureServer;
  const resolverCalls: string[] = [];
  const resolve = fakeResolver(
    {
      'evil.test': ['10.0.0.5'],
      'loopback.test': ['127.0.0.1'],
      'mixed.test': ['93.184.216.34', '127.0.0.1'],
      'mapped.test': ['::ffff:7f00:1'],
    },
    resolverCalls,
  );
  beforeAll(async () => {
    inside = await startFixtureServer((_request, response) =>
      sendPage(response, '<title>internal secret</title>'),
    );
    // A shop the allow-list trusts, whose page redirects to the internal server.
    publicShop = await startFixtureServer((_request, response) =>
      response.writeHead(302, { location: `http://127.0.0.1:${inside.port}/` }).end(),
    );
  });
  afterAll(async () => {
    await inside.close();
    await publicShop.close();
  });

  const refuse = async (url: string, allowedHosts: string[] = []) => {
    await expect(
      scrapeProduct(url, { options: testOptions({ allowedHosts }), resolve }),
    ).rejects.toMatchObject({ reason: 'forbidden_address', statusCode: 422 });
  };

  it.each([
    (port: number) => `http://127.0.0.1:${port}/`,
    (port: number) => `http://localhost:${port}/`,
    (port: number) => `http://[::1]:${port}/`,
    (port: number) => `http://[::ffff:127.0.0.1]:${port}/`,
    (port: number) => `http://[::ffff:7f00:1]:${port}/`,
    (port: number) => `http://0.0.0.0:${port}/`,
    (port: number) => `http://2130706433:${port}/`,
    (port: number) => `http://loopback.test:${port}/`,
    (port: number) => `http://mapped.test:${port}/`,
    (port: number) => `http://mixed.test:${port}/`,
  ])('refuses a loopback form (%#) without connecting', async (url) => {
    await refuse(url(inside.port));
    expect(inside.connections()).toBe(0);
  });

  it.each([
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[64:ff9b::a00:1]/',
    'http://metadata.google.internal/',
    'http://evil.test/',
  ])('refuses %s', async (url) => {
    await refuse(url);
  });

  it('checks names before asking DNS about them', () => {
    expect(resolverCalls).not.toContain('localhost');
    expect(resolverCalls).not.toContain('metadata.google.internal');
  });

  it('refuses a public-looking shop redirecting to an internal address', async () => {
    await refuse(`${publicShop.origin}/product`, [publicShop.hostPort]);
    expect(publicShop.connections()).toBe(1);
    expect(inside.connections()).toBe(0);
  });

  it('lets the allow-listed host:port through, and only that port', async () => {
    await expect(
      scrapeProduct(`${inside.origin}/`, {
        options: testOptions({ allowedHosts: [inside.hostPort] }),
      }),
    ).resolves.toMatchObject({ title: 'internal secret' });
    await refuse(`http://127.0.0.1:${inside.port + 1}/`, [inside.hostPort]);
  });
});
