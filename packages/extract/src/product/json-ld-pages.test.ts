import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractProduct } from './extract-product';
import { withoutSeoSuffix } from './seo-title';

/** JSON-LD as shops write it and SHOPS.md records it; each block as its own script. */
const page = (...blocks: string[]) =>
  `<!DOCTYPE html><html lang="tr"><head><title>Ürün</title>${blocks
    .map((block) => `<script type="application/ld+json">${block}</script>`)
    .join('')}</head><body></body></html>`;
const read = (html: string, url: string) => extractProduct(load(html), new URL(url));
const json = (value: object) => JSON.stringify(value);

describe('JSON-LD in the shapes real shops use', () => {
  it('reads a Product inside a WebPage @graph, skipping an HTML-escaped block, with an ImageObject contentUrl list', () => {
    const graph = json({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebPage',
          name: 'Redmi Buds 6 Play Fiyatı ve Özellikleri - Hepsiburada',
          mainEntity: {
            '@type': 'Product',
            name: 'Xiaomi Redmi Buds 6 Play Siyah',
            brand: { '@type': 'Brand', name: 'Xiaomi' },
            mpn: 'M2420E1',
            gtin13: '6941812789360',
            image: {
              '@type': 'ImageObject',
              contentUrl: [
                'https://productimages.hepsiburada.net/s/777/424-600/buds-1.jpg',
                'https://productimages.hepsiburada.net/s/777/424-600/buds-2.jpg',
              ],
            },
            offers: {
              '@type': 'Offer',
              price: 709,
              priceCurrency: 'TRY',
              availability: 'https://schema.org/InStock',
            },
          },
        },
      ],
    });
    const escaped = '{&quot;@type&quot;:&quot;BreadcrumbList&quot;}';
    const product = read(
      page(escaped, graph),
      'https://www.hepsiburada.com/redmi-buds-6-play-p-HBCV000072PXK3',
    );
    expect(product).toMatchObject({
      title: 'Xiaomi Redmi Buds 6 Play Siyah',
      brand: 'Xiaomi',
      priceValue: 709,
      currency: 'TRY',
      availability: 'in_stock',
      image: 'https://productimages.hepsiburada.net/s/777/424-600/buds-1.jpg',
      // The barcode apart from the title, in the form every shop's is stored in.
      identifiers: { gtin: '06941812789360', mpn: 'M2420E1' },
      provenance: { title: 'json-ld', price: 'json-ld', image: 'json-ld', gtin: 'json-ld' },
    });
  });

  describe('a ProductGroup with variants', () => {
    const group = (offers?: object) =>
      json({
        '@context': 'https://schema.org',
        '@type': 'ProductGroup',
        name: 'Pamuklu Tişört',
        productGroupID: 'TS-1',
        brand: { '@type': 'Brand', name: 'Basic' },
        ...(offers ? { offers } : {}),
        hasVariant: ['M', 'L'].map((size, index) => ({
          '@type': 'Product',
          name: `Pamuklu Tişört - ${size}`,
          sku: `TS-1-${size}`,
          gtin13: ['8690000000012', '8690000000029'][index],
          url: `https://shop.example/tisort?size=${size}`,
          image: `https://cdn.shop.example/tisort-${size.toLowerCase()}.jpg`,
          offers: { '@type': 'Offer', price: 199 + 20 * index, priceCurrency: 'TRY' },
        })),
      });

    it('reads the variant the link names, by its URL or its SKU', () => {
      const byUrl = read(page(group()), 'https://shop.example/tisort?size=L&utm_source=x');
      const bySku = read(page(group()), 'https://shop.example/tisort?variant=TS-1-L');
      for (const product of [byUrl, bySku]) {
        expect(product).toMatchObject({
          title: 'Pamuklu Tişört - L',
          priceValue: 219,
          image: 'https://cdn.shop.example/tisort-l.jpg',
          brand: 'Basic',
          identifiers: { gtin: '08690000000029', sku: 'TS-1-L' },
        });
      }
    });

    it("takes the group's own offer when the link names no variant, else the first variant's", () => {
      const own = { '@type': 'AggregateOffer', lowPrice: 189, priceCurrency: 'TRY' };
      expect(read(page(group(own)), 'https://shop.example/tisort')).toMatchObject({
        title: 'Pamuklu Tişört',
        priceValue: 189,
        image: 'https://cdn.shop.example/tisort-m.jpg',
      });
      expect(read(page(group()), 'https://shop.example/tisort').priceValue).toBe(199);
    });
  });

  it('keeps a struck-through price and a members-only price beside the price, never as it', () => {
    const product = read(
      page(
        json({
          '@type': 'Product',
          name: 'Kablosuz Kulaklık',
          offers: {
            '@type': 'Offer',
            priceCurrency: 'TRY',
            priceSpecification: [
              {
                '@type': 'UnitPriceSpecification',
                priceType: 'https://schema.org/StrikethroughPrice',
                price: 799,
              },
              {
                '@type': 'UnitPriceSpecification',
                validForMemberTier: { '@type': 'MemberProgramTier', name: 'Premium' },
                price: 609,
              },
              { '@type': 'UnitPriceSpecification', price: 709 },
            ],
          },
        }),
      ),
      'https://shop.example/kulaklik',
    );
    expect(product).toMatchObject({
      price: '709,00 TL',
      priceValue: 709,
      wasPrice: 799,
      memberPrice: 609,
    });
  });

  it('drops a barcode with a wrong check digit and reads a numeric ISBN', () => {
    const book = (isbn: string) =>
      read(page(json({ '@type': 'Product', name: 'Kitap', isbn })), 'https://shop.example/kitap');
    expect(book('978-1-84975-709-6').identifiers.gtin).toBe('09781849757096');
    expect(book('978-1-84975-709-5').identifiers.gtin).toBeNull();
  });
});

describe('withoutSeoSuffix', () => {
  it.each([
    ['Apple iPhone 17 Pro Max 256GB - Fiyatı, Yorumları', 'Apple iPhone 17 Pro Max 256GB'],
    ['Kahve Fincanı Seti Fiyatı, Yorumları - Trendyol', 'Kahve Fincanı Seti'],
    ['Redmi Buds 6 Play Fiyatı ve Özellikleri | Hepsiburada', 'Redmi Buds 6 Play'],
    ['Kablo - 2 m', 'Kablo - 2 m'],
    ['Çay - Kahve Seti', 'Çay - Kahve Seti'],
    ['Fiyatı, Yorumları', 'Fiyatı, Yorumları'],
  ])('reads %j as %j', (title, expected) => {
    expect(withoutSeoSuffix(title)).toBe(expected);
  });
});

describe('a sold-out product', () => {
  const soldOut = (offer: object, extra = '') =>
    page(
      json({
        '@type': 'Product',
        name: 'Çelik Kettle',
        offers: { '@type': 'Offer', price: '349.90', priceCurrency: 'TRY', ...offer },
      }),
    ).replace('</head>', `${extra}</head>`);

  it('keeps the price of the source that says it is sold out, for the history to set aside', () => {
    const product = read(
      soldOut({ availability: 'https://schema.org/OutOfStock' }),
      'https://shop.example/kettle',
    );
    expect(product).toMatchObject({ availability: 'out_of_stock', priceValue: 349.9 });
  });

  it("takes no other source's price", () => {
    const metaSaysSoldOut = '<meta property="product:availability" content="out of stock">';
    const product = read(soldOut({}, metaSaysSoldOut), 'https://shop.example/kettle');
    expect(product).toMatchObject({ availability: 'out_of_stock', price: null, priceValue: null });
    expect(product.provenance).toMatchObject({ availability: 'meta-tags' });
  });
});
