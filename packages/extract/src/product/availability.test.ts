import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { scrapedProductSchema } from '../scraped-product';
import { normalizeAvailability } from './availability';
import { extractProduct } from './extract-product';

const pageUrl = new URL('https://shop.example/urun/kettle');
const read = (html: string) => extractProduct(load(html), pageUrl);

const jsonLdPage = (offers: unknown) => `<html><head><title>Kettle</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Çelik Kettle',
  offers,
})}</script></head><body></body></html>`;

describe('normalizeAvailability', () => {
  it.each([
    ['https://schema.org/InStock', 'in_stock'],
    ['http://schema.org/InStock', 'in_stock'],
    ['schema:InStock', 'in_stock'],
    ['InStock', 'in_stock'],
    ['https://schema.org/LimitedAvailability', 'in_stock'],
    ['https://schema.org/OnlineOnly', 'in_stock'],
    ['in stock', 'in_stock'],
    ['instock', 'in_stock'],
    ['https://schema.org/OutOfStock', 'out_of_stock'],
    ['https://schema.org/SoldOut', 'out_of_stock'],
    ['https://schema.org/Discontinued', 'out_of_stock'],
    ['out of stock', 'out_of_stock'],
    ['out_of_stock', 'out_of_stock'],
    ['Tükendi', 'out_of_stock'],
    ['Stokta yok', 'out_of_stock'],
    ['https://schema.org/PreOrder', 'preorder'],
    ['https://schema.org/PreSale', 'preorder'],
    ['https://schema.org/BackOrder', 'preorder'],
    ['preorder', 'preorder'],
  ])('reads %j as %s', (value, expected) => {
    expect(normalizeAvailability(value)).toBe(expected);
  });

  it.each([undefined, null, '', 'https://schema.org/Whatever', 'unknown', 42, { a: 1 }])(
    'says nothing for %j',
    (value) => expect(normalizeAvailability(value)).toBeUndefined(),
  );
});

describe('availability on a product page', () => {
  it('reads JSON-LD offers.availability as a full URL or a bare name', () => {
    const offer = { '@type': 'Offer', price: '349.90', priceCurrency: 'TRY' };
    expect(
      read(jsonLdPage({ ...offer, availability: 'https://schema.org/InStock' })),
    ).toMatchObject({ availability: 'in_stock', priceValue: 349.9, currency: 'TRY' });
    expect(read(jsonLdPage({ ...offer, availability: 'OutOfStock' })).availability).toBe(
      'out_of_stock',
    );
    expect(read(jsonLdPage([{ ...offer, availability: 'schema:PreOrder' }])).availability).toBe(
      'preorder',
    );
  });

  it('reads the nested offers of an AggregateOffer', () => {
    const aggregate = {
      '@type': 'AggregateOffer',
      lowPrice: '100',
      priceCurrency: 'TRY',
      offers: [{ '@type': 'Offer', price: '100', availability: 'https://schema.org/SoldOut' }],
    };
    expect(read(jsonLdPage(aggregate)).availability).toBe('out_of_stock');
  });

  it('is unknown when the page does not say', () => {
    expect(read(jsonLdPage({ '@type': 'Offer', price: '10', priceCurrency: 'TRY' }))).toMatchObject(
      { availability: 'unknown' },
    );
  });

  it('reads product:availability and og:availability metas', () => {
    const metaPage = (property: string, content: string) => `<html><head>
<meta property="og:title" content="Çelik Kettle">
<meta property="product:price:amount" content="349.90">
<meta property="product:price:currency" content="TRY">
<meta property="${property}" content="${content}"></head><body></body></html>`;
    expect(read(metaPage('product:availability', 'out of stock')).availability).toBe(
      'out_of_stock',
    );
    expect(read(metaPage('og:availability', 'instock')).availability).toBe('in_stock');
    expect(read(metaPage('product:availability', 'preorder')).availability).toBe('preorder');
  });

  it('trusts JSON-LD over the metas', () => {
    const html = jsonLdPage({
      '@type': 'Offer',
      price: '10',
      priceCurrency: 'TRY',
      availability: 'https://schema.org/InStock',
    }).replace('</head>', '<meta property="product:availability" content="out of stock"></head>');
    expect(read(html).availability).toBe('in_stock');
  });

  it('reads microdata itemprop=availability on the offer (link href) or as text', () => {
    const microdata = (availability: string) => `<html><body>
<div itemscope itemtype="https://schema.org/Product">
  <h1 itemprop="name">Çelik Kettle</h1>
  <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
    <meta itemprop="price" content="349.90"><meta itemprop="priceCurrency" content="TRY">
    ${availability}
  </div>
</div></body></html>`;
    expect(
      read(microdata('<link itemprop="availability" href="https://schema.org/OutOfStock">'))
        .availability,
    ).toBe('out_of_stock');
    expect(read(microdata('<span itemprop="availability">In stock</span>')).availability).toBe(
      'in_stock',
    );
  });

  it('reads the Trendyol product state when it states the stock', () => {
    const trendyol = (product: object) => `<html><head><title>x</title></head><body>
<script>window["__envoy_product-detail__PROPS"] = ${JSON.stringify({ product })};</script>
</body></html>`;
    const base = { name: 'Kahve Fincanı', price: { discountedPrice: { value: 329.9 } } };
    // Sold out: the price the state still holds is none a shopper can pay.
    expect(read(trendyol({ ...base, variants: [{ sellable: false, stock: 0 }] }))).toMatchObject({
      availability: 'out_of_stock',
      price: null,
      priceValue: null,
      currency: null,
    });
    expect(read(trendyol({ ...base, variants: [{ stock: 6 }] })).availability).toBe('in_stock');
    expect(read(trendyol({ ...base, inStock: true })).availability).toBe('in_stock');
    expect(read(trendyol(base)).availability).toBe('unknown');
  });
});

describe('scrapedProductSchema', () => {
  it('takes a reply without availability (an older remote scraper) as unknown', () => {
    const reply = read(jsonLdPage({ '@type': 'Offer', price: '10', priceCurrency: 'TRY' }));
    const { availability: _omitted, ...older } = reply;
    expect(scrapedProductSchema.parse(older).availability).toBe('unknown');
    expect(scrapedProductSchema.safeParse({ ...older, availability: 'maybe' }).success).toBe(false);
  });
});
