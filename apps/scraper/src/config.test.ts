import { describe, expect, it } from 'vitest';
import { loadScraperConfig, scraperOptionsFromEnv } from './config';

describe('scraper config', () => {
  it('defaults to no allowed hosts and limits that let real 1–2 MB pages through', () => {
    expect(scraperOptionsFromEnv({})).toEqual({
      allowedHosts: [],
      timeoutMs: 15_000,
      maxBytes: 5 * 1024 * 1024,
      maxRedirects: 5,
      search: {
        stores: [
          'amazon',
          'trendyol',
          'hepsiburada',
          'n11',
          'ciceksepeti',
          'teknosa',
          'mediamarkt',
          'boyner',
        ],
        baseUrls: {},
        timeoutMs: 8000,
        cacheTtlMs: 600_000,
        cacheMaxEntries: 1000,
        redisUrl: undefined,
        redisKeyPrefix: '',
        limits: { perAddress: 10, perUser: 20 },
      },
    });
  });

  it('reads the live search settings', () => {
    const { search } = scraperOptionsFromEnv({
      SCRAPER_SEARCH_STORES: ' Trendyol, boyner ',
      SCRAPER_SEARCH_BASE_URLS: '{"trendyol":"http://127.0.0.1:4010/ty"}',
      SCRAPER_SEARCH_TIMEOUT_MS: '3000',
      SCRAPER_SEARCH_CACHE_TTL_SECONDS: '0',
      REDIS_URL: 'redis://localhost:6379',
      REDIS_KEY_PREFIX: 'staging:',
      RATE_LIMIT_SEARCHES_PER_MINUTE: '4',
      RATE_LIMIT_USER_SEARCHES_PER_MINUTE: '12',
    });
    expect(search).toMatchObject({
      stores: ['trendyol', 'boyner'],
      baseUrls: { trendyol: 'http://127.0.0.1:4010/ty' },
      timeoutMs: 3000,
      cacheTtlMs: 0,
      redisUrl: 'redis://localhost:6379',
      redisKeyPrefix: 'staging:',
      limits: { perAddress: 4, perUser: 12 },
    });
    expect(scraperOptionsFromEnv({ REDIS_URL: '' }).search.redisUrl).toBeUndefined();
  });

  it.each([
    ['SCRAPER_SEARCH_STORES', 'trendyol,ebay'],
    ['SCRAPER_SEARCH_BASE_URLS', 'not json'],
    ['SCRAPER_SEARCH_BASE_URLS', '{"ebay":"http://127.0.0.1:1"}'],
    ['SCRAPER_SEARCH_BASE_URLS', '{"trendyol":"ftp://127.0.0.1:1"}'],
    ['SCRAPER_SEARCH_TIMEOUT_MS', '10'],
    ['REDIS_URL', 'http://localhost'],
    ['REDIS_KEY_PREFIX', 'with space'],
    ['RATE_LIMIT_SEARCHES_PER_MINUTE', '0'],
    ['RATE_LIMIT_USER_SEARCHES_PER_MINUTE', 'many'],
  ])('refuses %s=%j naming the variable', (name, value) => {
    expect(() => scraperOptionsFromEnv({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name}`),
    );
  });

  it('reads SCRAPER_ALLOWED_HOSTS as a list of host:port', () => {
    const options = scraperOptionsFromEnv({
      SCRAPER_ALLOWED_HOSTS: ' 127.0.0.1:4010, Shop.Test:80 ,',
    });
    expect(options.allowedHosts).toEqual(['127.0.0.1:4010', 'shop.test:80']);
  });

  it('names the variable in a one-line error', () => {
    expect(() => scraperOptionsFromEnv({ SCRAPER_ALLOWED_HOSTS: '127.0.0.1' })).toThrow(
      'Invalid configuration: SCRAPER_ALLOWED_HOSTS must be a comma-separated list of host:port',
    );
    expect(() => loadScraperConfig({ SCRAPER_TIMEOUT_MS: 'soon' })).toThrow(
      /^Invalid configuration: SCRAPER_TIMEOUT_MS /,
    );
  });

  it('gives the standalone server its scraper options', () => {
    expect(loadScraperConfig({ SCRAPER_MAX_BYTES: '1048576' }).scraper.maxBytes).toBe(1048576);
  });

  it('trusts the proxies TRUST_PROXY names, and none without it', () => {
    expect(loadScraperConfig({}).trustProxy).toBe(false);
    expect(loadScraperConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    const oneHop = loadScraperConfig({ TRUST_PROXY: '1' }).trustProxy as (
      address: string,
      hop: number,
    ) => boolean;
    expect([oneHop('10.0.0.2', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
  });
});
