import { PassThrough } from 'node:stream';
import { pageSizes } from '@kolekt/shared/constants';
import { validationMessages as m } from '@kolekt/shared/messages';
import { pagingSchema } from '@kolekt/shared/paging';
import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import * as z from 'zod';
import { defaultScraperOptions } from '../config';
import type { Resolver, ScraperOptions } from '../scraper-options';
import { connectRedis } from './connect-redis';
import { createSearchCache, type SearchCache } from './search-cache';
import { createSearchLimit } from './search-limits';
import type { ShopPageResults, ShopSearchQuery } from '@kolekt/extract';
import type { SearchMessage } from '@kolekt/shared/retailer-search';
import { searchStoreIds, type SearchStoreId } from '@kolekt/shared/search-store-ids';
import { searchStores, type SearchStoresInput } from './search-stores';
import { createShopHealth, type ShopHealth } from './shop-health';

type OnShop = SearchStoresInput['onShop'];

export interface SearchRouteOptions {
  /** Limits, shops and cache settings; read from the process environment when absent. */
  options?: ScraperOptions;
  /** Test DNS; the system resolver otherwise. */
  resolve?: Resolver;
  /**
   * A Redis client to share (the api's) for the cache and the limits; otherwise one is opened when
   * `search.redisUrl` is set.
   */
  redis?: Redis;
  /** Per-shop health, shared with GET /health; a private one when absent. */
  health?: ShopHealth;
}

/**
 * Spec §5: scraped-search terms are trimmed and lowercased. 'İ' folds to 'i' first, since the
 * default lowercasing turns it into 'i̇' and the Turkish one would turn 'IPHONE' into 'ıphone'.
 */
const normalizeKey = (key: string) => key.trim().replace(/İ/g, 'i').toLowerCase().slice(0, 200);

const searchParamsSchema = pagingSchema(pageSizes.searchLoadMore).extend({
  key: z
    .string({ error: m.searchQueryRequired })
    .transform(normalizeKey)
    .pipe(z.string().min(1, m.searchQueryRequired).min(2, m.searchQueryTooShort)),
  /** One shop only (a store page's "search this shop"); every configured shop when absent. */
  store: z.enum(searchStoreIds).optional(),
});

const event = (message: SearchMessage) => `data: ${JSON.stringify(message)}\n\n`;

const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store, no-transform',
  // Proxies such as nginx would otherwise hold events back until their buffer fills.
  'x-accel-buffering': 'no',
};

/** Every configured shop's cached answer for this query, by shop. */
async function cachedAnswers(
  cache: SearchCache,
  stores: readonly SearchStoreId[],
  query: ShopSearchQuery,
) {
  const hits = new Map<SearchStoreId, ShopPageResults>();
  await Promise.all(
    stores.map(async (store) => {
      const hit = await cache.get(store, query);
      if (hit) hits.set(store, hit);
    }),
  );
  return hits;
}

/**
 * GET /search?key&pageIndex&pageSize: the live retailer search as server-sent events. One 'wait'
 * event per shop as it finishes (its new items, and every shop's status so far), then
 * 'completed' with the whole merged page; or one 'cached' event when every shop's answer is
 * cached. pageIndex is each shop's own results page; pageSize caps the items taken from each shop;
 * `store` narrows the search to that one shop (none when it is not configured). Limited per user
 * (with a search pass) or per client address before anything else (search-limits.ts).
 */
export const searchRoute: FastifyPluginAsync<SearchRouteOptions> = async (app, opts) => {
  const options = opts.options ?? defaultScraperOptions();
  const redis = opts.redis ?? connectRedis(options.search, app.log);
  const cache = createSearchCache(options.search, app.log, redis);
  const health = opts.health ?? createShopHealth({ log: app.log });
  const limit = createSearchLimit({
    limits: options.search.limits,
    redis,
    signingKey: options.search.signingKey,
  });
  app.addHook('onClose', async () => {
    await cache.close();
    if (!opts.redis) redis?.disconnect();
  });

  app.get('/search', { onRequest: limit }, async (request, reply) => {
    const parsed = searchParamsSchema.safeParse(request.query);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? m.searchQueryRequired;
      return reply
        .code(400)
        .send({ success: false, message, data: { errors: { key: [message] } }, statusCode: 400 });
    }
    const { store, ...query } = parsed.data;
    const stores = store
      ? options.search.stores.filter((configured) => configured === store)
      : options.search.stores;
    const asked = { ...options, search: { ...options.search, stores } };
    const stream = new PassThrough();
    reply.headers(streamHeaders);
    const controller = new AbortController();
    const { signal } = controller;
    const search = (cached: Map<SearchStoreId, ShopPageResults>, onShop?: OnShop) =>
      searchStores({
        query,
        options: asked,
        resolve: opts.resolve,
        signal,
        log: request.log,
        cache,
        health,
        cached,
        onShop,
      });

    const cached = await cachedAnswers(cache, stores, query);
    if (cached.size === stores.length) {
      const page = await search(cached);
      stream.end(event({ success: true, message: 'cached', data: page }));
      return reply.send(stream);
    }

    // The client leaving (tab closed, EventSource closed) stops every shop's fetch at once.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const write = (message: SearchMessage) => {
      if (!signal.aborted && !stream.destroyed) stream.write(event(message));
    };
    // A comment line gets the headers out now, so the client sees the stream open at once.
    stream.write(': searching\n\n');
    void search(cached, (shop, page) =>
      write({
        success: true,
        message: 'wait',
        data: { items: shop.items, hasNextPage: page.hasNextPage, shops: page.shops },
      }),
    )
      .then((page) => {
        write({ success: true, message: 'completed', data: page });
        stream.end();
      })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'search failed');
        stream.end();
      });
    return reply.send(stream);
  });
};
