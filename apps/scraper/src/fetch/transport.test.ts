import http2, { type Http2SecureServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from '../test-support/fixture-server';
import { shopPages } from '../test-support/shop-pages';
import { fixtureTls, issueCertificate, schemes } from '../test-support/test-ca';
import { scrapeProduct } from '../scrape-product';
import { guardedFetch } from './guarded-fetch';

const productPage = shopPages['json-ld-product.html'] ?? '';

/**
 * What the shop sees of our transport: a browser's headers, and a hang-up when we give up; over
 * http and over https, where impit's TLS runs end to end inside the guard's tunnel.
 */
describe.each(schemes)('the browser-like transport over %s', (scheme) => {
  let shop: FixtureServer;
  let closedEarly = 0;
  beforeAll(async () => {
    shop = await startFixtureServer(
      (request, response) => {
        if (request.url === '/hang') {
          response.on('close', () => {
            if (!response.writableEnded) closedEarly++;
          });
          return;
        }
        if (request.url === '/product') return sendPage(response, productPage);
        sendPage(response, '<title>ok</title>', {
          'content-type': 'text/html; charset=windows-1254',
          'x-shop': 'yes',
        });
      },
      await fixtureTls(scheme),
    );
  });
  afterAll(() => shop.close());
  const options = () => testOptions({ allowedHosts: [shop.hostPort] });

  it("sends Chrome's navigation headers in Chrome's order, and nothing of the proxy", async () => {
    await guardedFetch(new URL(`${shop.origin}/page`), { options: options() });
    const request = shop.requests.at(-1);
    const names = (request?.rawHeaders ?? [])
      .filter((_, i) => i % 2 === 0)
      .map((name) => name.toLowerCase());
    const chromeOrder = [
      'sec-ch-ua',
      'sec-ch-ua-mobile',
      'sec-ch-ua-platform',
      'upgrade-insecure-requests',
      'user-agent',
      'accept',
      'sec-fetch-site',
      'sec-fetch-mode',
      'sec-fetch-user',
      'sec-fetch-dest',
      'accept-encoding',
      'accept-language',
      'priority',
    ];
    expect(names.filter((name) => chromeOrder.includes(name))).toEqual(chromeOrder);
    expect(names).not.toContain('proxy-authorization');
    expect(request?.headers['sec-ch-ua']).toMatch(/"Google Chrome";v="\d+"/);
    expect(request?.headers['user-agent']).toMatch(/^Mozilla\/5\.0 .* Chrome\/\d+/);
    expect(request?.headers.accept).toMatch(/^text\/html,/);
    expect(request?.headers['sec-fetch-mode']).toBe('navigate');
    expect(request?.headers['accept-language']).toMatch(/^tr-TR,tr;q=0\.9,en/);
  });

  it('answers the status, headers and charset with the page', async () => {
    const page = await guardedFetch(new URL(`${shop.origin}/page`), { options: options() });
    expect(page).toMatchObject({ status: 200, charset: 'windows-1254' });
    expect(page.headers['x-shop']).toBe('yes');
    expect(page.body.toString()).toBe('<title>ok</title>');
  });

  it('reads a product page that came through it', async () => {
    const product = await scrapeProduct(`${shop.origin}/product`, { options: options() });
    expect(product).toMatchObject({
      title: 'Kablosuz Kulaklık & Şarj Kutusu',
      price: '1.299,90 TL',
      priceValue: 1299.9,
      url: `${shop.origin}/urun/kablosuz-kulaklik-p-42`,
      image: `${shop.origin}/img/kulaklik-1200.jpg`,
    });
  });

  it("closes the shop's connection when the caller gives up", async () => {
    const controller = new AbortController();
    const fetching = guardedFetch(new URL(`${shop.origin}/hang`), {
      options: options(),
      signal: controller.signal,
    });
    await expect.poll(() => shop.requests.at(-1)?.url).toBe('/hang');
    controller.abort();
    await expect(fetching).rejects.toMatchObject({ reason: 'timeout' });
    await expect.poll(() => closedEarly).toBe(1);
  });
});

/** Shops answer Chrome in HTTP/2: impit offers it, as Chrome does, inside the guard's tunnel. */
describe('the browser-like transport to an HTTP/2 shop', () => {
  let server: Http2SecureServer;
  let origin: string;
  const versions: string[] = [];
  const sessions = new Set<ServerHttp2Session>();
  beforeAll(async () => {
    const tls = await issueCertificate(['127.0.0.1']);
    server = http2.createSecureServer({ ...tls, allowHTTP1: true }, (request, response) => {
      versions.push(request.httpVersion);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(productPage);
    });
    server.on('session', (session) => sessions.add(session));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const session of sessions) session.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('speaks HTTP/2 to a shop that offers it and reads the page', async () => {
    const allowedHosts = [new URL(origin).host];
    const product = await scrapeProduct(`${origin}/product`, {
      options: testOptions({ allowedHosts }),
    });
    expect(product).toMatchObject({ title: 'Kablosuz Kulaklık & Şarj Kutusu', priceValue: 1299.9 });
    expect(versions).toEqual(['2.0']);
  });
});

describe('the browser-like transport', () => {
  it('refuses an https link to a private address at the tunnel', async () => {
    const resolve = fakeResolver({ 'evil.test': ['10.0.0.5'] });
    await expect(
      guardedFetch(new URL('https://evil.test/product'), { options: testOptions(), resolve }),
    ).rejects.toMatchObject({ reason: 'forbidden_address' });
  });
});
