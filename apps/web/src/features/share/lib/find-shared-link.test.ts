import { describe, expect, it } from 'vitest';
import { findSharedLink } from './find-shared-link';

const find = (query: string) => findSharedLink(new URLSearchParams(query));

describe('findSharedLink', () => {
  it('takes the url parameter first', () => {
    expect(
      find('title=Termos&text=See%20https://a.example/x&url=https://shop.example/urun/termos'),
    ).toBe('https://shop.example/urun/termos');
  });

  it('finds the link inside the text when url is missing or has none', () => {
    expect(find('text=Look%20http://127.0.0.1:2527/urun/celik-termos')).toBe(
      'http://127.0.0.1:2527/urun/celik-termos',
    );
    expect(
      find('url=&text=Bak%20bu%20g%C3%BCzel:%20https://www.trendyol.com/p-1?boutiqueId=61.'),
    ).toBe('https://www.trendyol.com/p-1?boutiqueId=61');
  });

  it('falls back to the title, and takes the first of several links', () => {
    expect(find('title=(https://n11.com/urun/a)%20and%20https://n11.com/urun/b')).toBe(
      'https://n11.com/urun/a',
    );
  });

  it('ignores anything that is not an http(s) link', () => {
    expect(find('text=javascript:alert(1)%20ftp://files.example/a')).toBeNull();
    expect(find('title=Just%20a%20title')).toBeNull();
    expect(find('')).toBeNull();
  });
});
