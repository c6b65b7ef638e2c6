import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractProduct } from './extract-product';

/**
 * Trendyol pages no saved page covers, written in the structures of the real one
 * (fixtures/real-pages/shops/trendyol-product-2025-10.html) and of SHOPS.md: the envoy states
 * as `window["…"]=` assignments, the shown price in `data-testid=normal-price`.
 */
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="tr"><head>${head}</head><body>${body}</body></html>`;
const state = (name: string, value: object) =>
  `<script>window["${name}"]=${JSON.stringify(value)}</script>`;
const read = (html: string, url: string) => extractProduct(load(html), new URL(url));

const fincan = {
  id: 1001,
  name: 'Kahve Fincanı Seti',
  brand: { id: 77, name: 'Paşabahçe' },
  images: ['/ty100/product/media/images/fincan/1_org_zoom.jpg'],
  inStock: true,
};
const winner = (price: object, extra: object = {}) => ({
  merchantListing: {
    winnerVariant: { inStock: true, sellable: true, barcode: '8690000000012', price, ...extra },
  },
});

describe('a Trendyol page without JSON-LD or a canonical link (2026)', () => {
  const html = page(
    `<title>Paşabahçe Kahve Fincanı Seti - Fiyatı, Yorumları - Trendyol</title>
     <meta property="og:title" content="Paşabahçe Kahve Fincanı Seti - Fiyatı, Yorumları">`,
    `<div id="envoy"><h1>Paşabahçe Kahve Fincanı Seti</h1>
     <div data-testid="normal-price"><span class="original">399,90 TL</span><span class="discounted">329,90 TL</span></div></div>
     ${state('__envoy__SHARED_PROPS', { product: fincan })}
     ${state('__envoy_product-detail__PROPS', {
       product: {
         id: 1001,
         name: fincan.name,
         ...winner({
           currency: 'TRY',
           discountedPrice: { value: 329.9, text: '329,90 TL' },
           sellingPrice: { value: 349.9, text: '349,90 TL' },
           originalPrice: { value: 399.9, text: '399,90 TL' },
         }),
       },
     })}`,
  );
  const link =
    'https://www.trendyol.com/pasabahce/kahve-fincani-seti-p-1001?boutiqueId=61&merchantId=968';

  it('reads the product from the shared state, without the SEO suffix, at the product id address', () => {
    expect(read(html, link)).toMatchObject({
      title: 'Paşabahçe Kahve Fincanı Seti',
      price: '329,90 TL',
      priceValue: 329.9,
      currency: 'TRY',
      wasPrice: 399.9,
      memberPrice: null,
      availability: 'in_stock',
      image: 'https://cdn.dsmcdn.com/ty100/product/media/images/fincan/1_org_zoom.jpg',
      url: 'https://www.trendyol.com/pasabahce/kahve-fincani-seti-p-1001',
      store: 'Trendyol',
      brand: 'Paşabahçe',
      identifiers: { gtin: '08690000000012' },
      provenance: {
        title: 'trendyol-state',
        price: 'trendyol-state',
        availability: 'trendyol-state',
        image: 'trendyol-state',
        url: 'trendyol-state',
        gtin: 'trendyol-state',
      },
    });
  });

  it('falls back to the og:title, stripped, when no state names the product', () => {
    const bare = html.replace(/<script>[\s\S]*<\/script>/g, '');
    expect(read(bare, link)).toMatchObject({
      title: 'Paşabahçe Kahve Fincanı Seti',
      // The link itself, campaign dropped; the seller it names stays (canonical-url.ts).
      url: 'https://www.trendyol.com/pasabahce/kahve-fincani-seti-p-1001?merchantId=968',
      provenance: { title: 'meta-tags', url: 'page-url' },
    });
  });
});

describe('a sold-out Trendyol page ("Tükendi")', () => {
  it('is out of stock with no price, although its JSON-LD still offers one', () => {
    const html = page(
      `<link rel="canonical" href="https://www.trendyol.com/pasabahce/kahve-fincani-seti-p-1001">
       <script type="application/ld+json">${JSON.stringify({
         '@context': 'https://schema.org',
         '@type': 'Product',
         name: 'Paşabahçe Kahve Fincanı Seti',
         offers: {
           '@type': 'Offer',
           price: '349.90',
           priceCurrency: 'TRY',
           availability: 'https://schema.org/InStock',
         },
       })}</script>`,
      `<button class="sold-out">Tükendi</button>
       ${state('__envoy_product-detail__PROPS', {
         product: { ...fincan, inStock: false, merchantListing: {} },
       })}`,
    );
    const product = read(html, 'https://www.trendyol.com/pasabahce/kahve-fincani-seti-p-1001');
    expect(product).toMatchObject({
      title: 'Paşabahçe Kahve Fincanı Seti',
      availability: 'out_of_stock',
      price: null,
      priceValue: null,
      currency: null,
      provenance: { availability: 'trendyol-state' },
    });
    expect(product.provenance.price).toBeUndefined();
  });
});

describe('which source wins, per shop', () => {
  const html = page(
    `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Product',
      name: 'Paşabahçe Kahve Fincanı Seti',
      offers: { '@type': 'Offer', price: '349.90', priceCurrency: 'TRY' },
    })}</script>`,
    state('__envoy_product-detail__PROPS', {
      product: { ...fincan, ...winner({ discountedPrice: { value: 329.9 } }) },
    }),
  );

  it("takes Trendyol's shown price from its state over its stale JSON-LD", () => {
    expect(read(html, 'https://www.trendyol.com/x-p-1001')).toMatchObject({
      priceValue: 329.9,
      provenance: { price: 'trendyol-state', title: 'json-ld' },
    });
  });

  it("keeps JSON-LD first on any other shop's page", () => {
    expect(read(html, 'https://shop.example/x-p-1001')).toMatchObject({
      priceValue: 349.9,
      provenance: { price: 'json-ld' },
    });
  });
});
