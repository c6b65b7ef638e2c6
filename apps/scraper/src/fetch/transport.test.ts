import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from '../test-support/fixture-server';
import { guardedFetch } from './guarded-fetch';

/** What the shop sees of our transport: a browser's headers, and a hang-up when we give up. */
describe('the browser-like transport', () => {
  let shop: FixtureServer;
  let closedEarly = 0;
  beforeAll(async () => {
    shop = await startFixtureServer((request, response) => {
      if (request.url === '/hang') {
        response.on('close', () => {
          if (!response.writableEnded) closedEarly++;
        });
        return;
      }
      sendPage(response, '<title>ok</title>', {
        'content-type': 'text/html; charset=windows-1254',
        'x-shop': 'yes',
      });
    });
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

  it('refuses an https link to a private address at the tunnel', async () => {
    const resolve = fakeResolver({ 'evil.test': ['10.0.0.5'] });
    await expect(
      guardedFetch(new URL('https://evil.test/product'), { options: testOptions(), resolve }),
    ).rejects.toMatchObject({ reason: 'forbidden_address' });
  });
});
