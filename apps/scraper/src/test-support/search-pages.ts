import type { ResultSource } from '@kolekt/extract';
import type { SearchItem } from '@kolekt/shared/retailer-search';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';

/**
 * Search results pages written for the tests, one per built-in shop, in the form each shop serves
 * (markup, embedded state, JSON-LD), with the items the search must read from them. Links are
 * relative where shops write them so; they resolve against the fixture shop's origin.
 */
export interface SearchFixture {
  /** The path and query the adapter asks for `kahve`, page 1. */
  path: string;
  page: string;
  expected: (origin: string) => SearchItem[];
  /** Where the adapter must say it read them from. */
  source: ResultSource;
}

const html = (head: string, body = '') =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Arama</title>${head}</head><body>${body}</body></html>`;

/** Trendyol's current search state (SHOPS.md), as `window["__single-search-result__PROPS"]`. */
const trendyolProps = {
  data: {
    products: [
      {
        id: 1001,
        name: 'Kahve Fincanı Seti',
        brand: 'Paşabahçe',
        images: ['/ty100/product/media/images/fincan.jpg'],
        url: '/pasabahce/kahve-fincani-seti-p-1001?boutiqueId=61&merchantId=7',
        price: { current: 349.9, discountedPrice: 329.9, originalPrice: 399.9 },
      },
      {
        id: 1002,
        name: 'Moka Pot',
        brand: { name: 'Bialetti' },
        images: ['https://cdn.dsmcdn.com/ty200/moka.jpg'],
        url: '/bialetti/moka-pot-p-1002',
        price: { sellingPrice: 1299.9 },
      },
    ],
    totalCount: 120,
  },
};

/**
 * Hepsiburada's search state: `data.products[].variantList[0]`, pictures with `{size}`, paging in
 * `currentPage`/`lastPage` (as on the real page of 2026-07-27).
 */
const hepsiburadaState = {
  data: {
    products: [
      {
        productId: 'HBC0001',
        variantList: [
          {
            name: 'Elektrikli Kahve Değirmeni',
            url: '/kahve-degirmeni-p-HBC0001?utm_source=search',
            listing: { priceInfo: { price: 649, originalPrice: 799 } },
            images: [{ link: 'https://productimages.hepsiburada.net/s/1/{size}/degirmen.jpg' }],
          },
        ],
      },
      {
        productId: 'HBC0002',
        variantList: [
          {
            name: 'Türk Kahvesi Makinesi',
            url: 'https://www.hepsiburada.com/turk-kahvesi-makinesi-p-HBC0002',
            listing: { priceInfo: { price: 1199.5 } },
            images: ['https://productimages.hepsiburada.net/s/2/{size}/makine.jpg'],
          },
        ],
      },
    ],
    totalProductCount: 140,
    currentPage: 1,
    lastPage: 4,
  },
};

export const searchFixtures: Record<SearchStoreId, SearchFixture> = {
  amazon: {
    source: 'cards',
    path: '/s?k=kahve',
    page: html(
      '',
      `<div class="s-main-slot">
  <div data-asin="B0TEST0001" data-component-type="s-search-result" class="s-result-item">
    <img class="s-image" src="https://m.media-amazon.com/images/I/kahve1.jpg" />
    <h2 aria-label="Filtre Kahve Makinesi"><a class="a-link-normal" href="/Filtre-Kahve/dp/B0TEST0001/ref=sr_1_1?keywords=kahve&amp;qid=1"><span>Filtre Kahve Makinesi</span></a></h2>
    <span class="a-price"><span class="a-offscreen">1.849,00TL</span><span aria-hidden="true">1.849,00 TL</span></span>
    <span class="a-price a-text-price"><span class="a-offscreen">2.199,00TL</span></span>
  </div>
  <div data-asin="" data-component-type="s-impression-counter"></div>
  <div data-asin="B0TEST0002" data-component-type="s-search-result" class="s-result-item">
    <img class="s-image" src="https://m.media-amazon.com/images/I/kahve2.jpg" />
    <h2><a class="a-link-normal" href="/Turk-Kahvesi/dp/B0TEST0002/ref=sr_1_2"><span>Türk Kahvesi 100 g</span></a></h2>
    <span class="a-price"><span class="a-offscreen">89,90TL</span></span>
  </div>
  <div data-asin="B0TEST0003" data-component-type="s-search-result" class="s-result-item">
    <img class="s-image" src="https://m.media-amazon.com/images/I/kahve3.jpg" />
    <h2 class="a-size-base-plus"><a href="/Kahve-Cekirdegi/dp/B0TEST0003"><span class="a-text-normal">Kahve Çekirdeği 1 kg</span></a></h2>
    <span class="a-price"><span class="a-price-whole">549<span class="a-price-decimal">,</span></span><span class="a-price-fraction">95</span><span class="a-price-symbol">TL</span></span>
  </div>
</div>
<span class="s-pagination-strip"><a class="s-pagination-item s-pagination-next" href="/s?k=kahve&amp;page=2">Sonraki</a></span>`,
    ),
    expected: (origin) => [
      {
        title: 'Filtre Kahve Makinesi',
        store: 'Amazon Türkiye',
        price: '1.849,00 TL',
        imagePath: 'https://m.media-amazon.com/images/I/kahve1.jpg',
        pureUrl: `${origin}/dp/B0TEST0001`,
      },
      {
        title: 'Türk Kahvesi 100 g',
        store: 'Amazon Türkiye',
        price: '89,90 TL',
        imagePath: 'https://m.media-amazon.com/images/I/kahve2.jpg',
        pureUrl: `${origin}/dp/B0TEST0002`,
      },
      {
        title: 'Kahve Çekirdeği 1 kg',
        store: 'Amazon Türkiye',
        price: '549,95 TL',
        imagePath: 'https://m.media-amazon.com/images/I/kahve3.jpg',
        pureUrl: `${origin}/dp/B0TEST0003`,
      },
    ],
  },
  trendyol: {
    source: 'state',
    path: '/sr?q=kahve',
    page: html(
      `<script>window["__single-search-result__PROPS"] = ${JSON.stringify(trendyolProps)};</script>
<script>window.TYPageName="search";</script>`,
      '<div id="search-app"></div>',
    ),
    expected: (origin) => [
      {
        title: 'Paşabahçe Kahve Fincanı Seti',
        store: 'Trendyol',
        price: '329,90 TL',
        imagePath: 'https://cdn.dsmcdn.com/ty100/product/media/images/fincan.jpg',
        pureUrl: `${origin}/pasabahce/kahve-fincani-seti-p-1001?merchantId=7`,
      },
      {
        title: 'Bialetti Moka Pot',
        store: 'Trendyol',
        price: '1.299,90 TL',
        imagePath: 'https://cdn.dsmcdn.com/ty200/moka.jpg',
        pureUrl: `${origin}/bialetti/moka-pot-p-1002`,
      },
    ],
  },
  hepsiburada: {
    source: 'state',
    path: '/ara?q=kahve',
    page: html(
      `<script>window.MORIA = window.MORIA || {};
window.MORIA.VERTICALFILTER = Object.assign(window.MORIA.VERTICALFILTER || {}, {'5b1f6d2e-9c41-4a7e-8f0a-2d3c4b5a6e7f': {'STATE': ${JSON.stringify(JSON.stringify(hepsiburadaState))}}});</script>`,
      '<div id="VerticalFilter"></div>',
    ),
    expected: (origin) => [
      {
        title: 'Elektrikli Kahve Değirmeni',
        store: 'Hepsiburada',
        price: '649,00 TL',
        imagePath: 'https://productimages.hepsiburada.net/s/1/424-600/degirmen.jpg',
        pureUrl: `${origin}/kahve-degirmeni-p-HBC0001`,
      },
      {
        title: 'Türk Kahvesi Makinesi',
        store: 'Hepsiburada',
        price: '1.199,50 TL',
        imagePath: 'https://productimages.hepsiburada.net/s/2/424-600/makine.jpg',
        pureUrl: 'https://www.hepsiburada.com/turk-kahvesi-makinesi-p-HBC0002',
      },
    ],
  },
  n11: {
    source: 'cards',
    path: '/arama?q=kahve',
    page: html(
      '',
      `<div class="listing-items">
  <a class="product-item" href="https://www.n11.com/urun/kahve-makinesi-123" title="Espresso">
    <img class="listing-items-image lazy" data-src="https://n11scdn.akamaized.net/a1/espresso.jpg" src="/blank.gif" alt="Espresso Makinesi" />
    <h3 class="product-item-title">Espresso Makinesi 15 Bar</h3>
    <div class="price-wrapper"><span class="old-price"><span class="price-currency">4.999,00 TL</span></span>
      <span class="price-currency">4.299,00 TL</span></div>
    <span class="cargo-badge">100TL üzeri kargo bedava</span>
  </a>
  <a class="product-item" href="/urun/kahve-fincani-456">
    <img class="listing-items-image" src="https://n11scdn.akamaized.net/a1/fincan.jpg" alt="Porselen Kahve Fincanı" />
    <span class="price-currency">149,90 TL</span>
  </a>
</div>
<div class="pagination"><a class="next" href="/arama?q=kahve&pg=2">Sonraki</a></div>`,
    ),
    expected: (origin) => [
      {
        title: 'Espresso Makinesi 15 Bar',
        store: 'n11',
        price: '4.299,00 TL',
        imagePath: 'https://n11scdn.akamaized.net/a1/espresso.jpg',
        pureUrl: 'https://www.n11.com/urun/kahve-makinesi-123',
      },
      {
        title: 'Porselen Kahve Fincanı',
        store: 'n11',
        price: '149,90 TL',
        imagePath: 'https://n11scdn.akamaized.net/a1/fincan.jpg',
        pureUrl: `${origin}/urun/kahve-fincani-456`,
      },
    ],
  },
  ciceksepeti: {
    source: 'cards',
    path: '/arama?query=kahve',
    page: html(
      '',
      `<div class="products">
  <div class="products__item">
    <a class="products__item-link" href="/kahve-keyfi-hediye-seti-kc1234?gclid=abc"></a>
    <img class="products__item-img lazyload" data-src="https://cdn03.ciceksepeti.com/cicek/kc1234-1/L/set.jpg" />
    <p class="products__item-title">Kahve Keyfi Hediye Seti</p>
    <div class="price price--now"><span class="price__integer-value">279</span>,<span class="price__decimal-value">90</span> TL</div>
  </div>
</div>`,
    ),
    expected: (origin) => [
      {
        title: 'Kahve Keyfi Hediye Seti',
        store: 'Çiçeksepeti',
        price: '279,90 TL',
        imagePath: 'https://cdn03.ciceksepeti.com/cicek/kc1234-1/L/set.jpg',
        pureUrl: `${origin}/kahve-keyfi-hediye-seti-kc1234`,
      },
    ],
  },
  teknosa: {
    source: 'cards',
    path: '/arama/?s=kahve',
    page: html(
      '',
      `<div class="products">
  <div class="prd" data-product-id="125" data-product-name="Philips Tam Otomatik Kahve Makinesi" data-product-price="12999.00" data-product-brand="Philips">
    <a class="prd-link" href="/philips-tam-otomatik-kahve-makinesi-p-125"></a>
    <img class="prd-img" data-srcset="https://img-teknosa.mncdn.com/125.jpg 1x, https://img-teknosa.mncdn.com/125@2x.jpg 2x" />
  </div>
</div>`,
    ),
    expected: (origin) => [
      {
        title: 'Philips Tam Otomatik Kahve Makinesi',
        store: 'Teknosa',
        price: '12.999,00 TL',
        imagePath: 'https://img-teknosa.mncdn.com/125.jpg',
        pureUrl: `${origin}/philips-tam-otomatik-kahve-makinesi-p-125`,
      },
    ],
  },
  mediamarkt: {
    source: 'json-ld',
    path: '/tr/search.html?query=kahve',
    page: html(
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemList","itemListElement":[
{"@type":"ListItem","position":1,"item":{"@type":"Product","name":"DeLonghi Magnifica S","image":["https://assets.mmsrg.com/isr/166325/c1/-/magnifica.jpg"],"url":"/tr/product/_delonghi-magnifica-s-1211234.html","offers":{"@type":"Offer","price":"15499","priceCurrency":"TRY"}}},
{"@type":"ListItem","position":2,"item":{"@type":"Product","name":"Kahve Öğütücü","url":"/tr/product/_kahve-ogutucu-1215678.html","offers":{"@type":"Offer","price":899.5,"priceCurrency":"TRY"}}}]}</script>`,
    ),
    expected: (origin) => [
      {
        title: 'DeLonghi Magnifica S',
        store: 'MediaMarkt',
        price: '15.499,00 TL',
        imagePath: 'https://assets.mmsrg.com/isr/166325/c1/-/magnifica.jpg',
        pureUrl: `${origin}/tr/product/_delonghi-magnifica-s-1211234.html`,
      },
      {
        title: 'Kahve Öğütücü',
        store: 'MediaMarkt',
        price: '899,50 TL',
        imagePath: null,
        pureUrl: `${origin}/tr/product/_kahve-ogutucu-1215678.html`,
      },
    ],
  },
  boyner: {
    source: 'state',
    path: '/arama?q=kahve',
    page: html(
      `<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"searchResult":{"products":[{"id":77,"name":"Kahve Kupa","brandName":"Boyner Evde","price":{"salePrice":199.99,"price":249.99},"images":["https://statics.boyner.com.tr/mnpadding/kupa.jpg"],"url":"https://www.boyner.com.tr/kahve-kupa-p-77"}],"pagination":{"currentPage":1,"totalPages":3}}}},"page":"/arama"}</script>`,
    ),
    expected: () => [
      {
        title: 'Boyner Evde Kahve Kupa',
        store: 'Boyner',
        price: '199,99 TL',
        imagePath: 'https://statics.boyner.com.tr/mnpadding/kupa.jpg',
        pureUrl: 'https://www.boyner.com.tr/kahve-kupa-p-77',
      },
    ],
  },
};

/** The older structures each adapter still reads when the current one is missing. */
export const legacySearchPages: Partial<
  Record<SearchStoreId, Omit<SearchFixture, 'path' | 'source'>>
> = {
  trendyol: {
    page: html(
      `<script>window.__SEARCH_APP_INITIAL_STATE__={"products":[{"id":2,"name":"Moka Pot","brand":{"name":"Bialetti"},"images":["/ty200/moka.jpg"],"url":"/bialetti/moka-pot-p-1002","price":{"sellingPrice":1299.9}}],"totalCount":1};</script>`,
    ),
    expected: (origin) => [
      {
        title: 'Bialetti Moka Pot',
        store: 'Trendyol',
        price: '1.299,90 TL',
        imagePath: 'https://cdn.dsmcdn.com/ty200/moka.jpg',
        pureUrl: `${origin}/bialetti/moka-pot-p-1002`,
      },
    ],
  },
  n11: {
    page: html(
      '',
      `<div id="view"><ul><li class="column"><div class="pro">
    <a class="plink" href="/urun/kahve-makinesi-123" title="Espresso Makinesi">
      <img class="lazy" data-original="https://n11scdn.akamaized.net/a1/espresso.jpg" src="/blank.gif" />
      <h3 class="productName">Espresso Makinesi 15 Bar</h3></a>
    <div class="proDetail"><span class="newPrice"><ins>4.299,00 TL</ins></span></div>
  </div></li></ul></div>`,
    ),
    expected: (origin) => [
      {
        title: 'Espresso Makinesi 15 Bar',
        store: 'n11',
        price: '4.299,00 TL',
        imagePath: 'https://n11scdn.akamaized.net/a1/espresso.jpg',
        pureUrl: `${origin}/urun/kahve-makinesi-123`,
      },
    ],
  },
};

/** A refusal as each shop is known to send it (SHOPS.md): it must come out `blocked`. */
export interface ChallengeFixture {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

const cloudflare: ChallengeFixture = {
  status: 403,
  headers: { 'cf-mitigated': 'challenge' },
  body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body>
<div class="main-wrapper"><noscript>Enable JavaScript and cookies to continue</noscript></div>
<script>(function(){window._cf_chl_opt={cvId: '3',cZone: 'www.trendyol.com',cType: 'managed'};}());</script></body></html>`,
};

export const challengePages: Record<SearchStoreId, ChallengeFixture> = {
  trendyol: { ...cloudflare, status: 200, headers: {} },
  hepsiburada: { status: 403, body: '<html><body><h1>Forbidden</h1></body></html>' },
  amazon: {
    status: 200,
    body: html(
      '',
      `<h4>Enter the characters you see below</h4>
<form method="get" action="/errors/validateCaptcha" name=""><input type="hidden" name="amzn" value="x"/></form>`,
    ).replace('<title>Arama</title>', '<title dir="ltr">Robot Check</title>'),
  },
  n11: cloudflare,
  ciceksepeti: {
    status: 200,
    body: html('', '<div id="px-captcha"></div><p>Press &amp; Hold to confirm you are a human</p>'),
  },
  teknosa: {
    status: 200,
    body: html(
      '<script src="https://ct.captcha-delivery.com/c.js"></script>',
      '<iframe src="https://geo.captcha-delivery.com/captcha/?initialCid=x"></iframe>',
    ),
  },
  mediamarkt: {
    status: 200,
    body: `<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY><H1>Access Denied</H1>
You don't have permission to access this server.<P>Reference #18.4f2d1402.1700000000.1a2b3c</BODY></HTML>`,
  },
  boyner: { status: 429, body: '<html><body>Too many requests</body></html>' },
};
