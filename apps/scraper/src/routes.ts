import type { FastifyPluginAsync } from 'fastify';
import { searchRoute, type SearchRouteOptions } from './search/search-route';

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
  app.get('/health', async () => ({
    success: true,
    message: 'OK',
    data: { service: 'scraper' },
    statusCode: 200,
  }));
  await app.register(searchRoute, opts.search ?? {});
};
