import { scrapedProductSchema, ScrapeError, type ScrapedProduct } from '@kolekt/extract';
import { scrapeProduct } from '@kolekt/scraper';
import type { Config } from '../../config/config';
import { badRequest } from '../../lib/errors';
import { validationMessages } from '@kolekt/shared/messages';
import { scrapeFailure } from './scrape-failure';

export type ProductScraper = (url: string) => Promise<ScrapedProduct>;

/** A separately run scraper (SCRAPER_URL): its POST /scrape, answered in the envelope. */
function remoteScraper(baseUrl: string, timeoutMs: number): ProductScraper {
  return async (url) => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/$/, '')}/scrape`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
        signal: AbortSignal.timeout(timeoutMs + 5000),
      });
    } catch {
      throw scrapeFailure(url, 'scraper_unreachable', 'The scraper service did not answer.');
    }
    const body = (await response.json().catch(() => null)) as {
      data?: unknown;
      message?: string;
    } | null;
    if (response.ok) {
      const parsed = scrapedProductSchema.safeParse(body?.data);
      if (parsed.success) return parsed.data;
      throw scrapeFailure(url, 'bad_reply', 'The scraper answered something unexpected.');
    }
    if (response.status === 400)
      throw badRequest(validationMessages.urlInvalid, {
        errors: { url: [validationMessages.urlInvalid] },
      });
    const data = (body?.data ?? {}) as { reason?: string; detail?: string; found?: object };
    throw scrapeFailure(
      url,
      data.reason ?? 'failed',
      data.detail ?? 'The page could not be read.',
      data.found ?? {},
    );
  };
}

/** In this process: the same extraction, called directly. */
function localScraper(config: Config): ProductScraper {
  return async (url) => {
    try {
      return await scrapeProduct(url, { options: config.scraper });
    } catch (error) {
      if (!(error instanceof ScrapeError)) throw error;
      if (error.statusCode === 400) {
        throw badRequest(validationMessages.urlInvalid, {
          errors: { url: [validationMessages.urlInvalid] },
        });
      }
      // What the page still showed prefills the manual-entry form.
      throw scrapeFailure(url, error.reason, error.message, error.found);
    }
  };
}

export function createProductScraper(config: Config): ProductScraper {
  return config.scraperUrl
    ? remoteScraper(config.scraperUrl, config.scraper.timeoutMs)
    : localScraper(config);
}
