import { describe, expect, it } from 'vitest';
import { productImageSources } from './product-image-sources';

describe('productImageSources', () => {
  it("serves a shop's picture from our origin, in every width Kolekt makes", () => {
    const src = 'http://cdn.shop.example/p/1.jpg?v=2&size=xl';
    const encoded = encodeURIComponent(src);
    expect(productImageSources(src)).toEqual({
      src: `/api/image?src=${encoded}&w=320`,
      srcSet: [160, 320, 640, 960].map((w) => `/api/image?src=${encoded}&w=${w} ${w}w`).join(', '),
    });
  });

  it("carries a search result's signature in every width", () => {
    const src = 'https://cdn.shop.example/p/2.jpg';
    const encoded = encodeURIComponent(src);
    expect(productImageSources(src, 'sig-1')).toEqual({
      src: `/api/image?src=${encoded}&w=320&sig=sig-1`,
      srcSet: [160, 320, 640, 960]
        .map((w) => `/api/image?src=${encoded}&w=${w}&sig=sig-1 ${w}w`)
        .join(', '),
    });
  });

  it('leaves our own and inline pictures as they are', () => {
    for (const src of ['/avatars/1.png?v=abc', 'data:image/png;base64,AAAA', 'blob:x']) {
      expect(productImageSources(src)).toEqual({ src });
    }
  });
});
