import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fixture shop answered: which product page, and when it came. */
export interface ShopRequest {
  path: string;
  at: number;
}

export interface FixtureShop {
  host: string;
  port: number;
  requests: ShopRequest[];
  /** The most requests this shop had in flight at once. */
  mostInFlight: number;
}

function productPage(path: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `Bench product ${path}`,
    offers: {
      '@type': 'Offer',
      price: '1299.90',
      priceCurrency: 'TRY',
      availability: 'https://schema.org/InStock',
    },
  };
  return `<!doctype html><html><head><title>Bench product</title>
<script type="application/ld+json">${JSON.stringify(data)}</script></head>
<body><h1>Bench product</h1></body></html>`;
}

/**
 * Shops on 127.0.0.1 answering every product page at once with a JSON-LD product, logging each
 * request and counting how many were in flight at most (what the per-shop limits bound).
 */
export async function startFixtureShops(count: number, answerDelayMs = 0) {
  const servers: Server[] = [];
  const shops: FixtureShop[] = [];
  for (let k = 0; k < count; k++) {
    const shop: FixtureShop = { host: '', port: 0, requests: [], mostInFlight: 0 };
    let inFlight = 0;
    const server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0]!;
      shop.requests.push({ path, at: Date.now() });
      inFlight += 1;
      shop.mostInFlight = Math.max(shop.mostInFlight, inFlight);
      response.on('close', () => (inFlight -= 1));
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(productPage(path));
      }, answerDelayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    shop.port = (server.address() as AddressInfo).port;
    shop.host = `127.0.0.1:${shop.port}`;
    servers.push(server);
    shops.push(shop);
  }
  return {
    shops,
    close: () =>
      Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      ),
  };
}
