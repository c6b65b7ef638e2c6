import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addressForms,
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from '@kolekt/scraper/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductImages } from './product-images';

/**
 * Decision 0065's table at the pictures fetcher: a shop picture whose host resolves to each form
 * is refused by the guard, or let through to the address it carries. `inside` stands for this
 * machine: whatever slips through to 127.0.0.1 reaches it.
 */
describe('product pictures judge every IPv6 form by the IPv4 it carries', () => {
  let inside: FixtureServer;
  let dir: string;
  beforeAll(async () => {
    inside = await startFixtureServer((_request, response) => sendPage(response, 'internal'));
    dir = await mkdtemp(path.join(tmpdir(), 'kolekt-image-forms-'));
  });
  afterAll(async () => {
    await inside.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(addressForms)('$form $address (carries $carries): allowed $allowed', async (row) => {
    const reasons: string[] = [];
    const images = new ProductImages({
      dir,
      maxBytes: 1024 * 1024,
      // A public row leads to an address no test may count on; a short wait settles it.
      scraper: testOptions({ timeoutMs: 800 }),
      resolve: fakeResolver({ 'pictures.test': [row.address] }),
      onFailure: (_source, reason) => reasons.push(reason),
    });
    const source = new URL(`http://pictures.test:${inside.port}/photo.jpg`);
    expect(await images.load(source, 160)).toBeNull();
    expect(reasons).toHaveLength(1);
    if (row.allowed) expect(reasons[0]).not.toBe('forbidden_address');
    else expect(reasons[0]).toBe('forbidden_address');
    expect(inside.requests).toHaveLength(0);
  });
});
