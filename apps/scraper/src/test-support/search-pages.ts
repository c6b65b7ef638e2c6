import type { SearchItem } from '@kolekt/shared/retailer-search';
import type { SearchStoreId } from '../search/search-store-ids';

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
}

const html = (head: string, body = '') =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Arama</title>${head}</head><body>${body}</body></html>`;

export const searchFixtures: Record<SearchStoreId, SearchFixture> = {
  amazon: {
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
    ],
  },
  trendyol: {
    path: '/sr?q=kahve',
    page: html(
      `<script>window.__SEARCH_APP_INITIAL_STATE__={"products":[{"id":1,"name":"Kahve Fincanı Seti","brand":{"name":"Paşabahçe"},"images":["/ty100/product/media/images/fincan.jpg"],"url":"/pasabahce/kahve-fincani-seti-p-1001?boutiqueId=61&merchantId=7","price":{"sellingPrice":349.9,"originalPrice":399.9}},{"id":2,"name":"Moka Pot","brand":{"name":"Bialetti"},"images":["https://cdn.dsmcdn.com/ty200/moka.jpg"],"url":"/bialetti/moka-pot-p-1002","price":{"sellingPrice":1299.9}}],"totalCount":120,"query":"kahve"};window.TYPageName="search";</script>`,
    ),
    expected: (origin) => [
      {
        title: 'Paşabahçe Kahve Fincanı Seti',
        store: 'Trendyol',
        price: '349,90 TL',
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
    path: '/ara?q=kahve',
    page: html(
      '<link rel="next" href="/ara?q=kahve&sayfa=2">',
      `<ul>
  <li class="productListContent-zAP0Y5msy8OHn5z7T_K_">
    <a href="/kahve-degirmeni-p-HBC0001?utm_source=search" title="Kahve Değirmeni">
      <img src="https://productimages.hepsiburada.net/s/1/degirmen.jpg" />
      <h3 data-test-id="product-card-name">Elektrikli Kahve Değirmeni</h3>
      <div data-test-id="price-current-price">649,00 TL</div>
    </a>
  </li>
</ul>`,
    ),
    expected: (origin) => [
      {
        title: 'Elektrikli Kahve Değirmeni',
        store: 'Hepsiburada',
        price: '649,00 TL',
        imagePath: 'https://productimages.hepsiburada.net/s/1/degirmen.jpg',
        pureUrl: `${origin}/kahve-degirmeni-p-HBC0001`,
      },
    ],
  },
  n11: {
    path: '/arama?q=kahve',
    page: html(
      '',
      `<div id="view"><ul>
  <li class="column"><div class="pro">
    <a class="plink" href="https://www.n11.com/urun/kahve-makinesi-123" title="Espresso Makinesi">
      <img class="lazy" data-original="https://n11scdn.akamaized.net/a1/espresso.jpg" src="/blank.gif" />
      <h3 class="productName">Espresso Makinesi 15 Bar</h3>
    </a>
    <div class="proDetail"><span class="newPrice"><ins>4.299,00 TL</ins></span></div>
  </div></li>
</ul></div>
<div class="pagination"><a class="next" href="/arama?q=kahve&pg=2">Sonraki</a></div>`,
    ),
    expected: () => [
      {
        title: 'Espresso Makinesi 15 Bar',
        store: 'n11',
        price: '4.299,00 TL',
        imagePath: 'https://n11scdn.akamaized.net/a1/espresso.jpg',
        pureUrl: 'https://www.n11.com/urun/kahve-makinesi-123',
      },
    ],
  },
  ciceksepeti: {
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
