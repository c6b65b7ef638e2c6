/**
 * Shop pages written for the tests, one per way a shop may describe its product. They live in
 * strings so the formatter cannot repair what is broken on purpose (an invalid JSON-LD block,
 * unclosed tags).
 */
export const shopPages: Record<string, string> = {
  'amazon-layout-tr.html': `<!doctype html>
<html lang="tr-tr">
  <head>
    <title>Amazon.com.tr: Kahve Makinesi</title>
    <link rel="canonical" href="https://www.amazon.com.tr/Kahve-Makinesi/dp/B0TEST1234" />
  </head>
  <body>
    <span id="productTitle" class="a-size-large"> Filtre Kahve Makinesi, 1.2 L </span>
    <div id="bylineInfo_feature_div">
      <a id="bylineInfo" href="/stores/Demlik">Marka: Demlik</a>
    </div>
    <div id="corePrice_feature_div">
      <span class="a-price"><span class="a-offscreen">1.849,00TL</span></span>
    </div>
    <span id="acrPopover" title="5 yıldız üzerinden 4,3"></span>
    <span id="acrCustomerReviewText">2.315 değerlendirme</span>
    <img
      id="landingImage"
      src="https://m.media-amazon.com/images/I/kahve._SX300_.jpg"
      data-a-dynamic-image='{"https://m.media-amazon.com/images/I/kahve._SX300_.jpg":[300,300],"https://m.media-amazon.com/images/I/kahve._SL1500_.jpg":[1500,1500]}'
    />
    <div id="productDescription"><p>Programlanabilir, sıcak tutma plakalı.</p></div>
    <div data-hook="review">
      <span class="a-profile-name">Zeynep</span>
      <i data-hook="review-star-rating"><span>5 yıldız üzerinden 5,0</span></i>
      <span data-hook="review-body"><span>Her sabah kullanıyorum.</span></span>
    </div>
  </body>
</html>
`,
  'broken.html': `<html><head><title>Bozuk &amp; Sayfa</title>
<body>
<div class="product"><h1>Ahşap Oyuncak Tren<p>Fiyat: <span class=price>₺1.299,90</b></div></div></table>
<img src=/img/tren.jpg width=800 height=600>
<script type="application/ld+json">{"@type": "Product", "name": "Ahşap Oyuncak Tren", "offers": {"price": "1.299,90", "priceCurrency": "TL"}}</script>
<script type="application/ld+json">{"@type": "Product", "name": "unterminated
`,
  'json-ld-array.html': `<!doctype html>
<html>
  <head>
    <title>Array page</title>
    <script type="application/ld+json">
      [
        { "@context": "https://schema.org", "@type": "Organization", "name": "Fixture Shop" },
        {
          "@context": "https://schema.org",
          "@type": "ProductGroup",
          "name": "Pamuklu Tişört",
          "productGroupID": "TS-1",
          "hasVariant": [
            {
              "@type": "Product",
              "name": "Pamuklu Tişört - M",
              "image": "https://cdn.fixture.example/tisort-m.jpg",
              "sku": "TS-1-M",
              "offers": { "@type": "Offer", "price": 199, "priceCurrency": "TRY" }
            }
          ]
        }
      ]
    </script>
  </head>
  <body></body>
</html>
`,
  'json-ld-graph.html': `<!doctype html>
<html>
  <head>
    <title>Graph page</title>
    <script type="application/ld+json">
      {
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "WebSite", "name": "Fixture Shop", "url": "https://fixture.example/" },
          { "@type": "BreadcrumbList", "itemListElement": [] },
          {
            "@type": "WebPage",
            "mainEntity": {
              "@type": ["Product", "Thing"],
              "name": "Çelik Termos 500 ml",
              "image": { "@type": "ImageObject", "url": "https://cdn.fixture.example/termos.jpg" },
              "brand": "Sıcak",
              "offers": {
                "@type": "AggregateOffer",
                "lowPrice": "349.5",
                "highPrice": "420",
                "priceCurrency": "TRY",
                "offerCount": 3
              }
            }
          }
        ]
      }
    </script>
  </head>
  <body>
    <p>graph</p>
  </body>
</html>
`,
  'json-ld-product.html': `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="utf-8" />
    <title>Kablosuz Kulaklık - Fixture Shop</title>
    <link rel="canonical" href="/urun/kablosuz-kulaklik-p-42?utm_source=newsletter" />
    <meta property="og:title" content="OG title that JSON-LD outranks" />
    <script type="application/ld+json">
      { "this block": "is broken", }
    </script>
    <script type="application/ld+json">
      {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Kablosuz Kulaklık &amp; Şarj Kutusu",
        "image": ["/img/kulaklik-1200.jpg", "/img/kulaklik-600.jpg"],
        "description": "  Aktif gürültü engelleme,\\n 30 saat pil.  ",
        "brand": { "@type": "Brand", "name": "Sesli" },
        "gtin13": "8690000000012",
        "mpn": "SSL-42",
        "sku": "42-BLK",
        "aggregateRating": {
          "@type": "AggregateRating",
          "ratingValue": "4,6",
          "reviewCount": "128"
        },
        "review": [
          {
            "@type": "Review",
            "reviewBody": "Çok iyi ses.",
            "reviewRating": { "ratingValue": 5 },
            "author": { "name": "Ayşe" }
          },
          {
            "@type": "Review",
            "reviewBody": "Kutusu biraz büyük.",
            "reviewRating": { "ratingValue": "3" },
            "author": "Mehmet"
          }
        ],
        "offers": {
          "@type": "Offer",
          "price": "1299.90",
          "priceCurrency": "TRY",
          "availability": "https://schema.org/InStock"
        }
      }
    </script>
  </head>
  <body>
    <h1>Kablosuz Kulaklık</h1>
    <img src="/img/logo.svg" alt="logo" />
  </body>
</html>
`,
  'microdata.html': `<!doctype html>
<html>
  <head>
    <title>Microdata page</title>
  </head>
  <body>
    <div itemscope itemtype="https://schema.org/Product">
      <h1 itemprop="name">Deri Cüzdan</h1>
      <img itemprop="image" src="/img/cuzdan.jpg" alt="" />
      <div itemprop="brand" itemscope itemtype="https://schema.org/Brand">
        <span itemprop="name">Kösele</span>
      </div>
      <p itemprop="description">Hakiki deri, 6 kart bölmeli.</p>
      <meta itemprop="sku" content="CZD-7" />
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
        <span itemprop="price">1.299,90</span>
        <span itemprop="priceCurrency" content="TRY">TL</span>
      </div>
      <div itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating">
        <span itemprop="ratingValue">4.2</span> / <span itemprop="reviewCount">1.024</span>
      </div>
      <div itemprop="review" itemscope itemtype="https://schema.org/Review">
        <span itemprop="author" itemscope itemtype="https://schema.org/Person"
          ><span itemprop="name">Can</span></span
        >
        <div itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating">
          <meta itemprop="ratingValue" content="4" />
        </div>
        <p itemprop="reviewBody">Dikişleri sağlam.</p>
      </div>
    </div>
  </body>
</html>
`,
  'open-graph-only.html': `<!doctype html>
<html>
  <head>
    <title>Should not win</title>
    <meta property="og:type" content="product" />
    <meta property="og:title" content="Seramik Kupa Seti (4 adet)" />
    <meta property="og:image" content="//cdn.fixture.example/kupa.jpg" />
    <meta property="og:url" content="https://www.fixture.example/kupa-seti?fbclid=abc" />
    <meta property="og:description" content="El yapımı seramik kupalar." />
    <meta property="product:price:amount" content="249.00" />
    <meta property="product:price:currency" content="TRY" />
    <meta property="product:brand" content="Toprak" />
  </head>
  <body>
    <img src="/banner.jpg" width="1200" height="300" />
  </body>
</html>
`,
  'js-shell.html': `<!doctype html>
<html lang="tr">
  <head><meta charset="utf-8"><title>Yükleniyor…</title>
    <link rel="image_src" href="/img/saat-800.jpg" /></head>
  <body><div id="app">Yükleniyor…</div><noscript>Please enable JavaScript to continue.</noscript>
    <script src="/static/app.js"></script></body>
</html>
`,
  'js-shell-titled.html': `<!doctype html>
<html><head><title>Akıllı Saat Pro 46 mm | Fixture Shop</title></head>
  <body><div id="root"></div><script src="/static/app.js"></script></body></html>
`,
  giris: `<!doctype html>
<html><head><title>Giriş Yap - Fixture Shop</title><meta property="og:title" content="Fixture Shop" /></head>
  <body><h1>Hesabınıza giriş yapın</h1>
    <form action="/giris" method="post"><input name="email" /><input type="password" name="password" />
    <button>Giriş</button></form></body></html>
`,
  'password-wall.html': `<!doctype html>
<html><head><title>Mağaza</title></head>
  <body><main><h2>Bu ürünü görmek için üye olun</h2>
    <form method="post"><input name="email" /><input type="password" name="p" /></form></main></body></html>
`,
  'header-login.html': `<!doctype html>
<html><head><title>Bambu Kesme Tahtası</title></head>
  <body><header><form><input type="password" name="p" /></form></header>
    <h1>Bambu Kesme Tahtası</h1><img src="/img/tahta.jpg" width="600" height="600" /></body></html>
`,
  'placeholder-og.html': `<!doctype html>
<html><head><title>Sayfa yükleniyor...</title>
    <meta property="og:title" content="Loading..." />
    <meta property="og:image" content="https://cdn.fixture.example/lamba.jpg" />
    <meta property="product:price:amount" content="899.90" /></head>
  <body><h1>Masa Lambası</h1><script src="/a.js"></script></body></html>
`,
  'trendyol-state.html': `<!doctype html>
<html lang="tr"><head><title>Trendyol</title></head>
  <body><div id="envoy"></div>
    <script>window["__envoy_product-detail__PROPS"] = {"product":{"id":1001,"name":"Kahve Fincanı Seti","brand":{"name":"Paşabahçe"},"images":["/ty100/product/media/images/fincan.jpg"],"url":"/pasabahce/kahve-fincani-seti-p-1001","price":{"discountedPrice":{"value":329.9,"text":"329,90 TL"},"sellingPrice":{"value":349.9},"originalPrice":{"value":399.9}}}};</script>
  </body></html>
`,
  'cloudflare.html': `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head>
<body><noscript>Enable JavaScript and cookies to continue</noscript>
<script>window._cf_chl_opt={cvId: '3',cType: 'managed'};</script></body></html>
`,
};
