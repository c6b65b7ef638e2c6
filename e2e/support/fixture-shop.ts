import { createServer } from 'node:http';
import { shopPort } from './ports';

/**
 * A shop on 127.0.0.1 for the e2e stack (allowed through SCRAPER_ALLOWED_HOSTS): product pages
 * with schema.org JSON-LD, and their pictures.
 */
const products: Record<string, { name: string; price: string; color: string }> = {
  '/urun/celik-termos': { name: 'Çelik Termos 500 ml', price: '349.90', color: '#0ea5e9' },
  '/urun/deri-cuzdan': { name: 'Deri Cüzdan', price: '1299.90', color: '#b45309' },
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

const page = (path: string, product: { name: string; price: string }) => `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>${product.name} | Fixture Shop</title>
<link rel="canonical" href="http://127.0.0.1:${shopPort}${path}">
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: product.name,
  image: `http://127.0.0.1:${shopPort}${path}.svg`,
  ...aboutProduct,
  offers: { '@type': 'Offer', price: product.price, priceCurrency: 'TRY' },
})}</script></head><body><h1>${product.name}</h1></body></html>`;

const picture = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${color}"/></svg>`;

/** The shop's search results in Trendyol's layout (its embedded search state), for the live search. */
const searchPage = () => {
  const state = {
    products: Object.entries(products).map(([path, product], index) => ({
      id: index + 1,
      name: product.name,
      brand: { name: 'Fixture' },
      images: [`http://127.0.0.1:${shopPort}${path}.svg`],
      url: path,
      price: { sellingPrice: Number(product.price) },
    })),
    totalCount: Object.keys(products).length,
  };
  return `<!doctype html><html><head><meta charset="utf-8"><title>Arama</title></head><body>
<script>window.__SEARCH_APP_INITIAL_STATE__=${JSON.stringify(state)};</script></body></html>`;
};

createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0]!;
  if (path === '/health') return response.end('ok');
  if (path === '/sr') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(searchPage());
  }
  const svg = path.endsWith('.svg') ? products[path.slice(0, -4)] : undefined;
  if (svg) {
    response.writeHead(200, { 'content-type': 'image/svg+xml' });
    return response.end(picture(svg.color));
  }
  const product = products[path];
  if (!product) {
    response.writeHead(404, { 'content-type': 'text/html' });
    return response.end('<html><body>Not found</body></html>');
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(page(path, product));
}).listen(shopPort, '127.0.0.1');
