import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PriceShopAnswer {
  status?: number;
  body: string;
  /** Answer after this long; `hang` never answers (a time-out for the scraper). */
  delayMs?: number;
  hang?: boolean;
}

/**
 * A shop on 127.0.0.1 whose pages a test changes as it runs, logging when each request came and
 * how many were in flight at most, for re-check tests that count requests per product and period.
 */
export async function startPriceShop() {
  const pages = new Map<string, PriceShopAnswer>();
  const requests: { path: string; at: number }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push({ path, at: Date.now() });
    const page = pages.get(path) ?? { status: 404, body: '<html><body>Not found</body></html>' };
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    response.on('close', () => {
      inFlight -= 1;
      hanging.delete(response);
    });
    if (page.hang) {
      hanging.add(response);
      return;
    }
    setTimeout(() => {
      response.writeHead(page.status ?? 200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page.body);
    }, page.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    host: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    pages,
    requests,
    requestsTo: (path: string) => requests.filter((request) => request.path === path),
    mostInFlight: () => mostInFlight,
    close: () => {
      for (const response of hanging) response.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PriceShop = Awaited<ReturnType<typeof startPriceShop>>;

/** A product page whose JSON-LD states a price and the stock, as schema.org names it. */
export function pricedPage(product: {
  name: string;
  price: string;
  currency?: string;
  availability?: 'InStock' | 'OutOfStock' | 'PreOrder';
}): PriceShopAnswer {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: product.currency ?? 'TRY',
      availability: `https://schema.org/${product.availability ?? 'InStock'}`,
    },
  };
  return {
    body: `<!doctype html><html><head><title>${product.name} | Shop</title>
<script type="application/ld+json">${JSON.stringify(data)}</script></head>
<body><h1>${product.name}</h1></body></html>`,
  };
}

/** Cloudflare's challenge as Trendyol answers robots (SHOPS.md): 200, "Just a moment...". */
export const challengePage: PriceShopAnswer = {
  body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head>
<body><noscript>Enable JavaScript and cookies to continue</noscript>
<script>window._cf_chl_opt={cvId: '3',cType: 'managed'};</script></body></html>`,
};
