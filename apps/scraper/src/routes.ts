import type { FastifyPluginAsync } from 'fastify';
import { defaultScraperOptions } from './config';
import { searchRoute, type SearchRouteOptions } from './search/search-route';
import { createShopHealth } from './search/shop-health';

export interface ScraperPublicRoutesOptions {
  /** The live search's options; without them it reads the process environment. */
  search?: SearchRouteOptions;
}

/**
 * Routes the browser may reach; the api mounts these under /scraper when no SCRAPER_URL is set.
 * The internal POST /scrape (scrape-route.ts) is only served by the standalone scraper: in-process
 * the api calls `scrapeProduct` directly, so no open fetcher faces the internet.
 */
export const scraperRoutes: FastifyPluginAsync<ScraperPublicRoutesOptions> = async (app, opts) => {
  const options = opts.search?.options ?? defaultScraperOptions();
  const health = opts.search?.health ?? createShopHealth({ log: app.log });

  // Per-shop reads of the last hour, so a shop whose markup changed is noticed the same hour.
  app.get('/health', async () => ({
    success: true,
    message: 'OK',
    data: { service: 'scraper', shops: health.report(options.search.stores) },
    statusCode: 200,
  }));
  await app.register(searchRoute, { ...opts.search, options, health });
};
