import { describe, expect, it } from 'vitest';
import { canonicalProductUrl } from './canonical-url';

describe('canonicalProductUrl', () => {
  it('drops tracking parameters and the fragment and sorts the rest', () => {
    expect(
      canonicalProductUrl(
        'https://WWW.Trendyol.com/apple/iphone-p-123?utm_source=x&merchantId=9&boutiqueId=61&gclid=a&b=2&a=1#reviews',
      ),
    ).toBe('https://www.trendyol.com/apple/iphone-p-123?a=1&b=2&merchantId=9');
  });

  it('strips Amazon affiliate parameters but keeps the path as it is', () => {
    expect(
      canonicalProductUrl(
        'https://www.amazon.com.tr/dp/B0C1234567/ref=sr_1_1?tag=aff-21&ref_=x&th=1',
      ),
    ).toBe('https://www.amazon.com.tr/dp/B0C1234567/ref=sr_1_1?th=1');
  });

  it('leaves no empty query behind and drops a default port', () => {
    expect(canonicalProductUrl('https://shop.example:443/p/1?fbclid=1&UTM_Campaign=x')).toBe(
      'https://shop.example/p/1',
    );
  });

  it('gives the same result for the same product pasted twice', () => {
    const a = canonicalProductUrl('https://shop.example/p?id=5&color=red&utm_medium=mail');
    const b = canonicalProductUrl('https://SHOP.example/p?color=red&id=5#top');
    expect(a).toBe(b);
  });
});
