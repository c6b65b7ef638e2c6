import type { ShopPage } from '@kolekt/scraper/test-support';

/** A product page whose JSON-LD says what a shop says of it (schema.org Product); absent fields are left out. */
function jsonLdPage(product: {
  name: string;
  price: string;
  currency: string;
  image?: string;
  description?: string;
  availability?: 'InStock' | 'OutOfStock' | 'PreOrder';
}) {
  const { name, image, description, availability } = product;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    ...(image && { image }),
    ...(description && { description }),
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: product.currency,
      ...(availability && { availability: `https://schema.org/${availability}` }),
    },
  };
  return `<!doctype html><html><head><title>${name} | Shop</title>
<script type="application/ld+json">${JSON.stringify(data)}</script></head>
<body><h1>${name}</h1></body></html>`;
}

/** A product page as a shop shows one to add: with its picture and a line about it. */
export function jsonLdProductPage(product: {
  name: string;
  price: string;
  currency: string;
  image: string;
}) {
  return jsonLdPage({ ...product, description: `${product.name}, ideal for every day.` });
}

/** A product page stating a price and the stock, for re-check tests. */
export function pricedPage(product: {
  name: string;
  price: string;
  currency?: string;
  availability?: 'InStock' | 'OutOfStock' | 'PreOrder';
}): ShopPage {
  return {
    body: jsonLdPage({
      ...product,
      currency: product.currency ?? 'TRY',
      availability: product.availability ?? 'InStock',
    }),
  };
}

/** Cloudflare's challenge as Trendyol answers robots (SHOPS.md): 200, "Just a moment...". */
export const challengePage: ShopPage = {
  body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head>
<body><noscript>Enable JavaScript and cookies to continue</noscript>
<script>window._cf_chl_opt={cvId: '3',cType: 'managed'};</script></body></html>`,
};
