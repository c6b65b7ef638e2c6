import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureHandler,
  type FixtureServer,
} from '../test-support/fixture-server';
import { issueCertificate, makeCa } from '../test-support/test-ca';
import { guardedFetch } from './guarded-fetch';

/**
 * The https fixture shops are fetched because the test CA signed their certificates, not because
 * TLS checks are off: any other certificate ends the handshake before a request is sent.
 */
describe('TLS trust through the guard', () => {
  let trusted: FixtureServer;
  let stranger: FixtureServer;
  let misnamed: FixtureServer;
  const resolve = fakeResolver({ 'shop.test': ['127.0.0.1'] });
  beforeAll(async () => {
    const page: FixtureHandler = (_request, response) => sendPage(response, '<title>ok</title>');
    trusted = await startFixtureServer(page, { tls: await issueCertificate(['shop.test']) });
    const strangerCa = await makeCa('A CA nobody trusts');
    stranger = await startFixtureServer(page, {
      tls: await issueCertificate(['shop.test'], strangerCa),
    });
    misnamed = await startFixtureServer(page, { tls: await issueCertificate(['other.test']) });
  });
  afterAll(async () => {
    await trusted.close();
    await stranger.close();
    await misnamed.close();
  });

  const fetchAsShop = (server: FixtureServer) =>
    guardedFetch(new URL(`https://shop.test:${server.port}/`), {
      options: testOptions({ allowedHosts: [`shop.test:${server.port}`] }),
      resolve,
    });

  it('fetches from a shop whose certificate the test CA signed for its name', async () => {
    const page = await fetchAsShop(trusted);
    expect(page.body.toString()).toBe('<title>ok</title>');
  });

  it.each([
    ['another CA signed', () => stranger, /UnknownIssuer/],
    ['was made out to another host name', () => misnamed, /NotValidForName/],
  ])('refuses a certificate that %s, before asking for the page', async (_, server, why) => {
    await expect(fetchAsShop(server())).rejects.toMatchObject({
      reason: 'network',
      cause: expect.objectContaining({ message: expect.stringMatching(why) }),
    });
    expect(server().connections()).toBe(1);
    expect(server().requests).toHaveLength(0);
  });
});
