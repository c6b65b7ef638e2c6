import { describe, expect, it } from 'vitest';
import { searchStoreIds } from './search-store-ids';
import { findStoreByHost, findStoreBySlug, storeSlug, stores } from './stores';

describe('built-in stores', () => {
  it('has 8 shops, the first two trending, ratings 4.2 to 4.6', () => {
    expect(stores).toHaveLength(8);
    expect(stores.filter((s) => s.trending)).toEqual([stores[0], stores[1]]);
    for (const store of stores) {
      expect(store.rating).toBeGreaterThanOrEqual(4.2);
      expect(store.rating).toBeLessThanOrEqual(4.6);
    }
  });

  it('builds lowercase slugs with %20 for spaces and resolves them case-insensitively', () => {
    expect(storeSlug({ name: 'Amazon Türkiye' })).toBe('amazon%20t%C3%BCrkiye');
    for (const store of stores) expect(findStoreBySlug(storeSlug(store))).toBe(store);
    expect(findStoreBySlug('AMAZON%20Türkiye')?.name).toBe('Amazon Türkiye');
    expect(findStoreBySlug('amazon türkiye')?.name).toBe('Amazon Türkiye');
    expect(findStoreBySlug('unknown-shop')).toBeUndefined();
    expect(findStoreBySlug('%E0%A4%A')).toBeUndefined();
  });

  it('matches product hosts, subdomains included', () => {
    expect(findStoreByHost('www.trendyol.com')?.name).toBe('Trendyol');
    expect(findStoreByHost('m.hepsiburada.com')?.name).toBe('Hepsiburada');
    expect(findStoreByHost('nottrendyol.com')).toBeUndefined();
  });

  it('names each shop of the live search once, so a store page can search just that shop', () => {
    expect(stores.map((store) => store.searchId).sort()).toEqual([...searchStoreIds].sort());
  });
});
