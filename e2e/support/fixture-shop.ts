import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { shopPort } from './ports';

/**
 * A shop on 127.0.0.1 for the e2e stack (allowed through SCRAPER_ALLOWED_HOSTS): product pages
 * with schema.org JSON-LD, and their pictures.
 */
const products: Record<string, { name: string; price: string; color: string }> = {
  '/urun/celik-termos': { name: 'Çelik Termos 500 ml', price: '349.90', color: '#0ea5e9' },
  // search.spec saves this one from the live search (where it is Trendyol's) and expects it on
  // /store/trendyol. Kolekt keeps one row per link, filed under its first save's shop: a spec
  // saving it by its link would file it under 127.0.0.1 first, so none does.
  '/urun/deri-cuzdan': { name: 'Deri Cüzdan', price: '1299.90', color: '#b45309' },
  '/urun/bambu-tahta': { name: 'Bambu Kesme Tahtası', price: '249.90', color: '#65a30d' },
};

/** What a product page says about itself beyond the card: enough for an analysis to work with. */
const aboutProduct = {
  description:
    'Çift cidarlı paslanmaz çelik gövde içeceği 12 saat sıcak tutar. Sızdırmaz kapağı çantada güvenle taşınır. ' +
    'Geniş ağzı sayesinde kolayca temizlenir. Kutusundan bir adet termos çıkar.',
  aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.6', reviewCount: '87' },
  review: [
    {
      '@type': 'Review',
      reviewBody: 'Harika bir termos, çayı akşama kadar sıcak tutuyor.',
      reviewRating: { ratingValue: '5' },
    },
    {
      '@type': 'Review',
      reviewBody: 'Kapağı biraz sert ama sızdırmıyor, memnunum.',
      reviewRating: { ratingValue: '4' },
    },
  ],
};

/** schema.org's words for stock, as shops write them in `offers.availability`. */
const stock = { in_stock: 'InStock', out_of_stock: 'OutOfStock' } as const;
type Stock = keyof typeof stock;

/**
 * Products whose price and stock a spec changes while Kolekt watches them (`PUT /control/…`).
 * Each spec names its own, so the desktop and phone projects never change each other's; they stay
 * out of the search results, which other specs count.
 */
const changingProducts: Record<
  string,
  { name: string; price: string; color: string; stock: Stock }
> = {};

async function controlProduct(slug: string, request: IncomingMessage, response: ServerResponse) {
  let body = '';
  for await (const chunk of request) body += chunk;
  const {
    name,
    price,
    stock: inStock,
  } = JSON.parse(body) as {
    name: string;
    price: string;
    stock?: Stock;
  };
  changingProducts[`/urun/${slug}`] = {
    name,
    price,
    color: '#db2777',
    stock: inStock ?? 'in_stock',
  };
  response.writeHead(204);
  response.end();
}

const page = (
  path: string,
  product: { name: string; price: string; stock?: Stock },
) => `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>${product.name} | Fixture Shop</title>
<link rel="canonical" href="http://127.0.0.1:${shopPort}${path}">
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: product.name,
  image: `http://127.0.0.1:${shopPort}${path}.png`,
  ...aboutProduct,
  offers: {
    '@type': 'Offer',
    price: product.price,
    priceCurrency: 'TRY',
    ...(product.stock ? { availability: `https://schema.org/${stock[product.stock]}` } : {}),
  },
})}</script></head><body><h1>${product.name}</h1></body></html>`;

/** A product photo as shops serve them: a 400 × 400 PNG in the product's colour. */
const picture = (color: string) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: color } })
    .png()
    .toBuffer();

function sendPicture(response: ServerResponse, color: string) {
  void picture(color).then((png) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(png);
  });
}

/** The shop's search results in Trendyol's layout (its embedded search state), for the live search. */
/** Trendyol's current search page (SHOPS.md): `window["__single-search-result__PROPS"]`. */
const searchPage = () => {
  const props = {
    data: {
      products: Object.entries(products).map(([path, product], index) => ({
        id: index + 1,
        name: product.name,
        brand: { name: 'Fixture' },
        images: [`http://127.0.0.1:${shopPort}${path}.png`],
        url: path,
        price: { current: Number(product.price), originalPrice: Number(product.price) },
      })),
      totalCount: Object.keys(products).length,
    },
  };
  return `<!doctype html><html><head><meta charset="utf-8"><title>Arama</title></head><body>
<div id="search-app"></div>
<script>window["__single-search-result__PROPS"] = ${JSON.stringify(props)};</script></body></html>`;
};

/**
 * A shop page that is only a JavaScript shell until its script runs, as many shops' pages are to
 * a server: the product (title, picture, price and its JSON-LD) exists only in the rendered page.
 */
const jsOnlyProduct = {
  path: '/js-urun/akilli-saat',
  name: 'Akıllı Saat Pro 46 mm',
  price: '2499.00',
  color: '#7c3aed',
};

const jsOnlyShell = () => `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>Yükleniyor…</title></head>
<body><div id="app">Yükleniyor…</div><script src="/js-urun/app.js"></script></body></html>`;

const jsOnlyScript = () => `(() => {
  const product = ${JSON.stringify({
    name: jsOnlyProduct.name,
    price: jsOnlyProduct.price,
    image: `http://127.0.0.1:${shopPort}${jsOnlyProduct.path}.png`,
  })};
  document.title = product.name + ' | Fixture Shop';
  const data = document.createElement('script');
  data.type = 'application/ld+json';
  data.textContent = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.image,
    offers: { '@type': 'Offer', price: product.price, priceCurrency: 'TRY' },
  });
  document.head.appendChild(data);
  const app = document.getElementById('app');
  app.innerHTML = '';
  const title = document.createElement('h1');
  title.textContent = product.name;
  const picture = document.createElement('img');
  picture.src = product.image;
  picture.alt = product.name;
  picture.width = 400;
  picture.height = 400;
  const price = document.createElement('p');
  price.textContent = '2.499,00 TL';
  app.append(title, picture, price);
})();`;

/** Real shops' saved pages (`../shared/fixtures/real-pages`), read at run time, never copied. */
const realPages = new URL('../../../shared/fixtures/real-pages/', import.meta.url);

async function serveRealPage(file: string, response: ServerResponse) {
  try {
    const html = await readFile(new URL(file, realPages));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  } catch {
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<html><body>Not found</body></html>');
  }
}

/**
 * A search for this word finds the shop down in every role it plays (Trendyol, n11): the
 * connection closes with no answer, as a shop that cannot be reached does. Specs that need every
 * shop unreachable search for it; no other spec does.
 */
const unreachableFor = 'kulaklık';

const isSearch = (path: string) => path === '/sr' || path === '/n11/arama';

createServer((request, response) => {
  const [path = '/', query = ''] = (request.url ?? '/').split('?');
  if (path === '/health') return response.end('ok');
  if (isSearch(path) && new URLSearchParams(query).get('q') === unreachableFor) {
    return request.socket.destroy();
  }
  const controlled = /^\/control\/product\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (controlled && request.method === 'PUT')
    return void controlProduct(controlled, request, response);
  const realPage = /^\/real\/([a-z0-9-]+\.html)$/.exec(path)?.[1];
  if (realPage) return void serveRealPage(realPage, response);
  if (path === jsOnlyProduct.path) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(jsOnlyShell());
  }
  if (path === '/js-urun/app.js') {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    return response.end(jsOnlyScript());
  }
  if (path === `${jsOnlyProduct.path}.png`) return sendPicture(response, jsOnlyProduct.color);
  // n11 refuses data-centre clients outright (SHOPS.md): the server, which asks it here, gets 403
  // while the shopper's browser gets the listing (browser-shops.ts).
  if (path === '/n11/arama') {
    response.writeHead(403, { 'content-type': 'text/html' });
    return response.end(
      '<html><head><title>403 Forbidden</title></head><body>Forbidden</body></html>',
    );
  }
  if (path === '/sr') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(searchPage());
  }
  const pictured = path.endsWith('.png')
    ? (products[path.slice(0, -4)] ?? changingProducts[path.slice(0, -4)])
    : undefined;
  if (pictured) return sendPicture(response, pictured.color);
  const product = products[path] ?? changingProducts[path];
  if (!product) {
    response.writeHead(404, { 'content-type': 'text/html' });
    return response.end('<html><body>Not found</body></html>');
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(page(path, product));
}).listen(shopPort, '127.0.0.1');
