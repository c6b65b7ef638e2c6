import { ScrapeError } from '@kolekt/extract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressForms, loopbackForms } from '../test-support/address-forms';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from '../test-support/fixture-server';
import { guardedFetch } from './guarded-fetch';
import { resolveTarget } from './resolve-target';

/** What the guarded fetcher threw, or `fetched` when it got an answer. */
async function outcome(url: string, resolve = fakeResolver({})): Promise<string> {
  try {
    // `any`, as the pictures fetcher asks; a short limit, as a public row may lead nowhere.
    await guardedFetch(new URL(url), {
      options: testOptions({ timeoutMs: 800 }),
      resolve,
      accept: 'any',
    });
    return 'fetched';
  } catch (error) {
    return error instanceof ScrapeError ? error.reason : 'unexpected';
  }
}

/**
 * The table of decision 0065 at the scraper's guard: the check every hop passes (a name that
 * resolves to the form), and the whole guarded fetch, which the pictures fetcher uses as is.
 */
describe('the guard judges every IPv6 form by the IPv4 it carries', () => {
  let inside: FixtureServer;
  beforeAll(async () => {
    inside = await startFixtureServer((_request, response) => sendPage(response, 'internal'));
  });
  afterAll(() => inside.close());

  it.each(addressForms)('$form $address: allowed $allowed', async (row) => {
    const resolve = fakeResolver({ 'shop.test': [row.address] });
    const checked = resolveTarget(new URL('http://shop.test/p'), [], resolve);
    if (row.allowed) await expect(checked).resolves.toMatchObject({ address: row.address });
    else await expect(checked).rejects.toMatchObject({ reason: 'forbidden_address' });

    const fetched = await outcome('http://shop.test/p', resolve);
    if (row.allowed) expect(fetched).not.toBe('forbidden_address');
    else expect(fetched).toBe('forbidden_address');
  });

  it.each(loopbackForms)(
    'never connects to $address, by name or as a literal',
    async ({ address }) => {
      const resolve = fakeResolver({ 'shop.test': [address] });
      expect(await outcome(`http://shop.test:${inside.port}/`, resolve)).toBe('forbidden_address');
      expect(await outcome(`http://[${address}]:${inside.port}/`)).toBe('forbidden_address');
      expect(inside.requests).toHaveLength(0);
    },
  );
});
