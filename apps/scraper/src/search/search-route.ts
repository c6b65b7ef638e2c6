import { PassThrough } from 'node:stream';
import { pageSizes } from '@kolekt/shared/constants';
import { validationMessages as m } from '@kolekt/shared/messages';
import { pagingSchema } from '@kolekt/shared/paging';
import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import * as z from 'zod';
import { defaultScraperOptions } from '../config';
import type { Resolver, ScraperOptions } from '../scraper-options';
import { createSearchCache } from './search-cache';
import type { SearchMessage } from '@kolekt/shared/retailer-search';
import { searchStores } from './search-stores';

export interface SearchRouteOptions {
  /** Limits, shops and cache settings; read from the process environment when absent. */
  options?: ScraperOptions;
  /** Test DNS; the system resolver otherwise. */
  resolve?: Resolver;
  /** A Redis client to share (the api's); otherwise one is opened when `search.redisUrl` is set. */
  redis?: Redis;
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
});

const event = (message: SearchMessage) => `data: ${JSON.stringify(message)}\n\n`;

const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store, no-transform',
  // Proxies such as nginx would otherwise hold events back until their buffer fills.
  'x-accel-buffering': 'no',
};

/**
 * GET /search?key&pageIndex&pageSize: the live retailer search as server-sent events. One 'wait'
 * event per shop as it answers (its new items only), then 'completed'; or one 'cached' event.
 * pageIndex is each shop's own results page; pageSize caps the items taken from each shop.
 */
export const searchRoute: FastifyPluginAsync<SearchRouteOptions> = async (app, opts) => {
  const options = opts.options ?? defaultScraperOptions();
  const cache = createSearchCache(options.search, app.log, opts.redis);
  app.addHook('onClose', () => cache.close());

  app.get('/search', async (request, reply) => {
    const parsed = searchParamsSchema.safeParse(request.query);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? m.searchQueryRequired;
      return reply
        .code(400)
        .send({ success: false, message, data: { errors: { key: [message] } }, statusCode: 400 });
    }
    const query = parsed.data;
    const stream = new PassThrough();
    reply.headers(streamHeaders);

    const cached = await cache.get(query);
    if (cached) {
      stream.end(event({ success: true, message: 'cached', data: cached }));
      return reply.send(stream);
    }

    const controller = new AbortController();
    const { signal } = controller;
    // The client leaving (tab closed, EventSource closed) stops every shop's fetch at once.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const write = (message: SearchMessage) => {
      if (!signal.aborted && !stream.destroyed) stream.write(event(message));
    };
    // A comment line gets the headers out now, so the client sees the stream open at once.
    stream.write(': searching\n\n');
    void searchStores({
      query,
      options,
      resolve: opts.resolve,
      signal,
      log: request.log,
      onShopResults: (page) => write({ success: true, message: 'wait', data: page }),
    })
      .then(async (outcome) => {
        if (signal.aborted) return;
        write({
          success: true,
          message: 'completed',
          data: { items: [], hasNextPage: outcome.hasNextPage },
        });
        stream.end();
        // A search no shop answered is not kept: the next try may find the shops back.
        if (outcome.answered > 0) {
          await cache.set(query, { items: outcome.items, hasNextPage: outcome.hasNextPage });
        }
      })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'search failed');
        stream.end();
      });
    return reply.send(stream);
  });
};
