import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import { generate } from 'selfsigned';
import { browserShopsPort } from './ports';
import { shopOfHost, type ShopRequest } from './shop-hosts';

/**
 * The built-in shops as the shopper's browser reaches them: Chromium maps their host names here
 * (`shopHostRules`), so the extension fetches `https://www.n11.com/arama?q=…` as it would live.
 * Each answer is a page a real shop served (`../shared/fixtures/real-pages/shops`, read at run
 * time, never copied): n11 shows its listing; Hepsiburada shows its bot wall, as it did to a
 * browser on the same day a plain request got the listing (SHOPS.md); Trendyol shows its real
 * iPhone product page. The other shops have no page here. Every shop request is logged for `GET /requests` on 127.0.0.1.
 */
const realPages = new URL('../../../shared/fixtures/real-pages/shops/', import.meta.url);

/** Per shop, its search path and the saved page it answers with. */
const searchPages: Partial<Record<SearchStoreId, { path: string; file: string }>> = {
  n11: { path: '/arama', file: 'n11-listing-laptop-2025-11-19.html' },
  hepsiburada: { path: '/ara', file: 'hepsiburada-search-blockpage-2026-07-27.html' },
};

/** Per shop, product pages by path: the saved page of the product at that address. */
const productPages: Partial<Record<SearchStoreId, Record<string, string>>> = {
  trendyol: {
    '/apple/iphone-17-pro-max-256gb-kozmik-turuncu-p-985256825': 'trendyol-product-2025-10.html',
  },
};

const requests: ShopRequest[] = [];

const html = (response: ServerResponse, status: number, body: string | Buffer) => {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(body);
};

const { private: key, cert } = await generate(
  [{ name: 'commonName', value: 'Kolekt fixture shops' }],
  { keyType: 'ec', curve: 'P-256' },
);

createServer({ key, cert }, (request, response) => {
  const url = request.url ?? '/';
  const shop = shopOfHost(request.headers.host ?? '');
  if (!shop) {
    if (url === '/health') return void response.end('ok');
    if (url === '/requests') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify(requests));
    }
    return html(response, 404, '<html><body>Not found</body></html>');
  }
  requests.push({ shop, url });
  const path = url.split('?')[0]!;
  const page = searchPages[shop];
  const file = page?.path === path ? page.file : productPages[shop]?.[path];
  if (!file) return html(response, 404, '<html><body>Not found</body></html>');
  readFile(new URL(file, realPages)).then(
    (body) => html(response, 200, body),
    () => html(response, 500, '<html><body>The saved page is missing</body></html>'),
  );
}).listen(browserShopsPort, '127.0.0.1');
