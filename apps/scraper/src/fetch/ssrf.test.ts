import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeProduct } from '../scrape-product';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from '../test-support/fixture-server';
import { fixtureTls, schemes } from '../test-support/test-ca';

/**
 * Without the allow-list nothing internal may be reached, over http (refused at the forwarded
 * request) or https (refused at the CONNECT tunnel). `inside` stands for an internal service
 * with a certificate the test CA signed: it must never see a connection.
 */
describe.each(schemes)('SSRF refusals without the allow-list over %s', (scheme) => {
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
    inside = await startFixtureServer(
      (_request, response) => sendPage(response, '<title>internal secret</title>'),
      await fixtureTls(scheme, ['127.0.0.1', 'localhost', 'loopback.test']),
    );
    // A shop the allow-list trusts, whose pages redirect inwards: every hop is checked again.
    const inwards: Record<string, string> = {
      '/to-loopback': `${scheme}://127.0.0.1:${inside.port}/`,
      '/to-loopback-name': `${scheme}://loopback.test:${inside.port}/`,
      '/to-metadata': `${scheme}://169.254.169.254/latest/meta-data/`,
      '/to-private': `${scheme}://10.0.0.1/`,
    };
    publicShop = await startFixtureServer(
      (request, response) => {
        const location = inwards[request.url ?? ''];
        if (location) response.writeHead(302, { location }).end();
        else response.writeHead(404).end();
      },
      await fixtureTls(scheme),
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
    (port: number) => `127.0.0.1:${port}/`,
    (port: number) => `localhost:${port}/`,
    (port: number) => `[::1]:${port}/`,
    (port: number) => `[::ffff:127.0.0.1]:${port}/`,
    (port: number) => `[::ffff:7f00:1]:${port}/`,
    (port: number) => `0.0.0.0:${port}/`,
    (port: number) => `2130706433:${port}/`,
    (port: number) => `loopback.test:${port}/`,
    (port: number) => `mapped.test:${port}/`,
    (port: number) => `mixed.test:${port}/`,
  ])('refuses a loopback form (%#) without connecting', async (hostPath) => {
    await refuse(`${scheme}://${hostPath(inside.port)}`);
    expect(inside.connections()).toBe(0);
  });

  it.each([
    '10.0.0.1/',
    '172.16.0.1/',
    '192.168.1.1/',
    '100.64.0.1/',
    '169.254.169.254/latest/meta-data/',
    '[fd00::1]/',
    '[fe80::1]/',
    '[64:ff9b::a00:1]/',
    'metadata.google.internal/',
    'evil.test/',
  ])('refuses %s', async (hostPath) => {
    await refuse(`${scheme}://${hostPath}`);
  });

  it('checks names before asking DNS about them', () => {
    expect(resolverCalls).not.toContain('localhost');
    expect(resolverCalls).not.toContain('metadata.google.internal');
  });

  it.each(['/to-loopback', '/to-loopback-name', '/to-metadata', '/to-private'])(
    'refuses a public-looking shop redirecting inwards (%s)',
    async (path) => {
      const asked = publicShop.requests.length;
      await refuse(`${publicShop.origin}${path}`, [publicShop.hostPort]);
      expect(publicShop.requests.length).toBe(asked + 1);
      expect(inside.connections()).toBe(0);
    },
  );

  it('lets the allow-listed host:port through, and only that port', async () => {
    await expect(
      scrapeProduct(`${inside.origin}/`, {
        options: testOptions({ allowedHosts: [inside.hostPort] }),
      }),
    ).resolves.toMatchObject({ title: 'internal secret' });
    await refuse(`${scheme}://127.0.0.1:${inside.port + 1}/`, [inside.hostPort]);
  });
});
