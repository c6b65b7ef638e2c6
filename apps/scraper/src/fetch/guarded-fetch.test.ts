import net, { type AddressInfo, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from '../test-support/fixture-server';
import { fixtureTls, schemes } from '../test-support/test-ca';
import { guardedFetch } from './guarded-fetch';

const page = '<html><head><title>ok</title></head></html>';
const oneMiB = 1024 * 1024;

/** A listener that takes connections and never says a word: over https, a stalled handshake. */
async function startSilentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A shop whose paths exercise every limit: /redirect/N, /huge, /large, /json, /gzip, /slow…,
 * served over http and again over https, where every byte also crosses a TLS tunnel.
 */
describe.each(schemes)('guardedFetch against a fixture shop over %s', (scheme) => {
  let shop: FixtureServer;
  let otherScheme: FixtureServer;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  let options: ReturnType<typeof testOptions>;
  beforeAll(async () => {
    otherScheme = await startFixtureServer(
      (_request, response) => sendPage(response, page),
      await fixtureTls(scheme === 'https' ? 'http' : 'https'),
    );
    silent = await startSilentServer();
    shop = await startFixtureServer(
      (request, response) => {
        const path = request.url ?? '/';
        const hops = /^\/redirect\/(\d+)$/.exec(path);
        if (hops) {
          const left = Number(hops[1]);
          const next = left > 1 ? `/redirect/${left - 1}` : '/page';
          response.writeHead(302, { location: next }).end();
        } else if (path === '/page') sendPage(response, page);
        else if (path === '/to-other-scheme')
          response.writeHead(302, { location: `${otherScheme.origin}/page` }).end();
        else if (path === '/huge') {
          // Streamed without Content-Length, so only counting while reading can stop it.
          response.writeHead(200, { 'content-type': 'text/html' });
          const chunk = Buffer.alloc(oneMiB, 'a');
          for (let i = 0; i < 7; i++) response.write(chunk);
          response.end();
        } else if (path === '/huge-declared') {
          response.writeHead(200, {
            'content-type': 'text/html',
            'content-length': String(6 * oneMiB),
          });
          response.end();
        } else if (path === '/large')
          sendPage(response, `${page}${'<p>x</p>'.repeat((4 * oneMiB) / 8)}`);
        else if (path === '/json') sendPage(response, '{}', { 'content-type': 'application/json' });
        else if (path === '/no-type') sendPage(response, page, {});
        else if (path === '/gzip') {
          sendPage(response, gzipSync(page), {
            'content-type': 'text/html',
            'content-encoding': 'gzip',
          });
        } else if (path === '/bomb') {
          sendPage(response, gzipSync(Buffer.alloc(20 * oneMiB, ' ')), {
            'content-type': 'text/html',
            'content-encoding': 'gzip',
          });
        } else if (path === '/slow') response.writeHead(200, { 'content-type': 'text/html' });
        else if (path === '/to-ftp')
          response.writeHead(301, { location: 'ftp://example.com/' }).end();
        else if (path === '/gone') response.writeHead(404).end();
        else response.writeHead(500).end();
      },
      await fixtureTls(scheme, ['127.0.0.1', 'shop.test']),
    );
    options = testOptions({ allowedHosts: [shop.hostPort] });
  });
  afterAll(async () => {
    await shop.close();
    await otherScheme.close();
    await silent.close();
  });

  it('follows five redirects to the page', async () => {
    const result = await guardedFetch(new URL(`${shop.origin}/redirect/5`), { options });
    expect(result.finalUrl.href).toBe(`${shop.origin}/page`);
    expect(result.body.toString()).toBe(page);
  });

  it(`follows a redirect from ${scheme} to the other scheme on an allowed host`, async () => {
    const both = testOptions({ allowedHosts: [shop.hostPort, otherScheme.hostPort] });
    const result = await guardedFetch(new URL(`${shop.origin}/to-other-scheme`), {
      options: both,
    });
    expect(result.finalUrl.href).toBe(`${otherScheme.origin}/page`);
    expect(result.body.toString()).toBe(page);
  });

  it('refuses a sixth redirect', async () => {
    await expect(
      guardedFetch(new URL(`${shop.origin}/redirect/6`), { options }),
    ).rejects.toMatchObject({
      reason: 'too_many_redirects',
    });
  });

  it('refuses a streamed page over the size limit', async () => {
    await expect(guardedFetch(new URL(`${shop.origin}/huge`), { options })).rejects.toMatchObject({
      reason: 'too_large',
    });
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    await expect(
      guardedFetch(new URL(`${shop.origin}/huge-declared`), { options }),
    ).rejects.toMatchObject({ reason: 'too_large' });
  });

  it('counts decompressed bytes, so a small gzip bomb is refused', async () => {
    await expect(guardedFetch(new URL(`${shop.origin}/bomb`), { options })).rejects.toMatchObject({
      reason: 'too_large',
    });
  });

  it('lets a large page under the limit through', async () => {
    const result = await guardedFetch(new URL(`${shop.origin}/large`), { options });
    expect(result.body.length).toBeGreaterThan(4 * oneMiB);
  });

  it('decompresses gzip', async () => {
    const result = await guardedFetch(new URL(`${shop.origin}/gzip`), { options });
    expect(result.body.toString()).toBe(page);
  });

  it.each(['/json', '/no-type'])('refuses %s as not HTML', async (path) => {
    await expect(guardedFetch(new URL(`${shop.origin}${path}`), { options })).rejects.toMatchObject(
      {
        reason: 'not_html',
      },
    );
  });

  it('reports the shop status for /error', async () => {
    await expect(guardedFetch(new URL(`${shop.origin}/error`), { options })).rejects.toMatchObject({
      reason: 'upstream_status',
    });
  });

  it('calls a 404 a page not found, not a shop out of reach', async () => {
    await expect(guardedFetch(new URL(`${shop.origin}/gone`), { options })).rejects.toMatchObject({
      reason: 'page_not_found',
    });
  });

  it('gives up at the time limit', async () => {
    const slow = { ...options, timeoutMs: 300 };
    await expect(
      guardedFetch(new URL(`${shop.origin}/slow`), { options: slow }),
    ).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it('gives up at the time limit when the shop takes the connection and never answers', async () => {
    const url = new URL(`${scheme}://127.0.0.1:${silent.port}/page`);
    const stalled = testOptions({ allowedHosts: [`127.0.0.1:${silent.port}`], timeoutMs: 300 });
    await expect(guardedFetch(url, { options: stalled })).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it('refuses a redirect to another scheme', async () => {
    await expect(guardedFetch(new URL(`${shop.origin}/to-ftp`), { options })).rejects.toMatchObject(
      {
        reason: 'unsupported_scheme',
      },
    );
  });

  it('resolves a name once per hop and connects to that address, keeping the Host header', async () => {
    const calls: string[] = [];
    const resolve = fakeResolver({ 'shop.test': ['127.0.0.1'] }, calls);
    const named = testOptions({ allowedHosts: [`shop.test:${shop.port}`] });
    const result = await guardedFetch(new URL(`${scheme}://shop.test:${shop.port}/redirect/2`), {
      options: named,
      resolve,
    });
    expect(result.finalUrl.href).toBe(`${scheme}://shop.test:${shop.port}/page`);
    expect(calls).toEqual(['shop.test', 'shop.test', 'shop.test']);
    expect(shop.requests.at(-1)?.headers.host).toBe(`shop.test:${shop.port}`);
    expect(shop.requests.at(-1)?.headers['user-agent']).toMatch(/^Mozilla\/5\.0 /);
    expect(shop.requests.at(-1)?.headers['accept-language']).toMatch(/^tr-TR,tr.*en/);
  });
});
