import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ShopPage {
  status?: number;
  contentType?: string;
  body: string;
}

/** A shop on 127.0.0.1 serving the pages a test gives it, counting the requests it gets. */
export async function startFixtureShop(pages: Record<string, ShopPage>) {
  const requests: string[] = [];
  const held = new Map<string, Promise<void>>();
  const server = createServer(async (request, response) => {
    requests.push(request.url ?? '/');
    const path = (request.url ?? '/').split('?')[0]!;
    await held.get(path);
    const page = pages[path];
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<html><body>Not found</body></html>');
    }
    response.writeHead(page.status ?? 200, {
      'content-type': page.contentType ?? 'text/html; charset=utf-8',
    });
    response.end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    host: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests,
    /** Requests for `path` wait for their answer until the returned function is called. */
    hold(path: string) {
      let release = () => {};
      held.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(path);
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function jsonLdProductPage(product: {
  name: string;
  price: string;
  currency: string;
  image: string;
}) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.image,
    description: `${product.name}, ideal for every day.`,
    offers: { '@type': 'Offer', price: product.price, priceCurrency: product.currency },
  };
  return `<!doctype html><html><head><title>${product.name} | Shop</title>
<script type="application/ld+json">${JSON.stringify(data)}</script></head>
<body><h1>${product.name}</h1></body></html>`;
}
