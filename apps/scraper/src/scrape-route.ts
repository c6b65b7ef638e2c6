import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod';
import { defaultScraperOptions } from './config';
import { ScrapeError } from '@kolekt/extract';
import { scrapeProduct, type ScrapeDeps } from './scrape-product';

export interface ScraperRoutesOptions {
  /** Limits and allow-list; when absent they are read from the process environment. */
  scrape?: ScrapeDeps;
}

const scrapeBodySchema = z.object({ url: z.string().trim().min(1).max(2048) });

const failure = (statusCode: number, message: string, data: unknown) => ({
  success: false,
  message,
  data,
  statusCode,
});

/** POST /scrape: the api's internal call to a separately run scraper. */
export const scrapeRoute: FastifyPluginAsync<ScraperRoutesOptions> = async (app, opts) => {
  const deps: ScrapeDeps = opts.scrape ?? { options: defaultScraperOptions() };

  app.post('/scrape', async (request, reply) => {
    const body = scrapeBodySchema.safeParse(request.body);
    if (!body.success) {
      const message = 'A product link is required.';
      return reply.code(400).send(failure(400, message, { errors: { url: [message] } }));
    }
    try {
      const product = await scrapeProduct(body.data.url, deps);
      return { success: true, message: 'OK', data: product, statusCode: 200 };
    } catch (error) {
      if (!(error instanceof ScrapeError)) throw error;
      request.log.info({ reason: error.reason }, 'scrape failed');
      if (error.statusCode === 400) {
        return reply
          .code(400)
          .send(failure(400, error.message, { errors: { url: [error.message] } }));
      }
      return reply.code(422).send(
        failure(422, 'Failed to scrape product', {
          reason: error.reason,
          detail: error.message,
          found: error.found ?? {},
        }),
      );
    }
  });
};
