import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLinkedProduct } from './fetch-link';

const productPage = `<!doctype html><html><head><title>Termos</title>
<script type="application/ld+json">{"@type":"Product","name":"Çelik Termos","offers":{"price":"349.90","priceCurrency":"TRY"}}</script>
</head><body></body></html>`;

/** The shop's answer to the linked page, with the cookies question checked on the way. */
function shopAnswers(body: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      expect(init?.credentials).toBe('include');
      return new Response(body, { status, headers: { 'content-type': 'text/html' } });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchLinkedProduct', () => {
  it('reads the product of a linked page fetched with the user’s cookies', async () => {
    shopAnswers(productPage);
    const outcome = await fetchLinkedProduct('https://shop.example/urun/termos');
    expect(outcome).toMatchObject({
      kind: 'product',
      product: { title: 'Çelik Termos', price: '349,90 TL', store: 'shop.example' },
    });
  });

  it('tells a robot check apart from a page without a product', async () => {
    shopAnswers('<html><head><title>Just a moment...</title></head><body></body></html>', 403);
    expect(await fetchLinkedProduct('https://shop.example/urun/1')).toEqual({ kind: 'blocked' });
    shopAnswers('<html><head><title>Yükleniyor…</title></head><body></body></html>');
    expect(await fetchLinkedProduct('https://shop.example/urun/2')).toEqual({ kind: 'nothing' });
    shopAnswers('<html><body>Server error</body></html>', 500);
    expect(await fetchLinkedProduct('https://shop.example/urun/3')).toEqual({ kind: 'failed' });
  });
});
