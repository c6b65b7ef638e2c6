import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeProduct } from './scrape-product';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from './test-support/fixture-server';

// The saved shop pages live in ../shared beside the repository and are never copied into it.
const realPages = new URL('../../../../shared/fixtures/real-pages/', import.meta.url);
const available = existsSync(new URL('expected.json', realPages));

interface Expected {
  pages: Record<string, { title: string; image: string; url: string }>;
}
const expected: Expected = available
  ? JSON.parse(readFileSync(new URL('expected.json', realPages), 'utf8'))
  : { pages: {} };

describe.skipIf(!available)(
  'real shop pages (skipped: ../shared/fixtures/real-pages is absent)',
  () => {
    let shop: FixtureServer;
    beforeAll(async () => {
      shop = await startFixtureServer((request, response) => {
        const name = (request.url ?? '/').split('/').pop() ?? '';
        readFile(new URL(name, realPages)).then(
          (body) => sendPage(response, body),
          () => response.writeHead(404).end(),
        );
      });
    });
    afterAll(() => shop.close());

    it.each(Object.entries(expected.pages))('%s', async (file, want) => {
      // Served on 127.0.0.1 under the shop's own host name, as a browser would have fetched it.
      const host = new URL(want.url).hostname;
      const product = await scrapeProduct(`http://${host}:${shop.port}/${file}`, {
        options: testOptions({ allowedHosts: [`${host}:${shop.port}`] }),
        resolve: fakeResolver({ [host]: ['127.0.0.1'] }),
      });
      expect({ title: product.title, image: product.image, url: product.url }).toEqual(want);
    });
  },
);
