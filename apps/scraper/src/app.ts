import Fastify from 'fastify';
import type { ScraperConfig } from './config';
import { closeScraper } from './close-scraper';
import { scraperRoutes } from './routes';
import { scrapeRoute } from './scrape-route';
import type { Resolver } from './scraper-options';

const envelope = (statusCode: number, message: string) => ({
  success: false,
  message,
  data: null,
  statusCode,
});

/** The scraper as its own server, for deployments that scale it apart from the api. */
export async function buildScraperApp(
  config: Pick<ScraperConfig, 'LOG_LEVEL'> & Partial<Pick<ScraperConfig, 'scraper' | 'trustProxy'>>,
  /** Test DNS; the system resolver otherwise. */
  resolve?: Resolver,
) {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // Behind a proxy the guests' search limit must count the client, not the proxy.
    trustProxy: config.trustProxy ?? false,
    // A search stream can outlive the client's interest; shutting down must not wait for it.
    forceCloseConnections: true,
  });
  app.addHook('onClose', closeScraper);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(envelope(404, 'Not found')));
  // Fastify's own errors (unreadable JSON, wrong content type) keep the envelope shape too.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status >= 500 ? 'An unexpected error occurred.' : 'The request could not be read.';
    return reply.code(status).send(envelope(status, message));
  });
  await app.register(scraperRoutes, {
    search: { options: config.scraper, resolve },
  });
  await app.register(scrapeRoute, {
    scrape: config.scraper ? { options: config.scraper, resolve } : undefined,
  });
  return app;
}
