import { serverMessages } from '@kolekt/shared/server-messages';
import type { PublicConfig } from '@kolekt/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, reply } from '../../http/envelope';
import { databaseRetryAfterSeconds } from '../../http/error-handler';
import { publicSiteLinks } from './public-site-links';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  /** 200 while the database answers; 503 with Retry-After (as every route then answers) if not. */
  app.get('/health', { schema: { tags } }, async (_request, res) => {
    const up = await ctx.database.ping();
    const data = { database: up ? 'up' : 'down', databaseKind: ctx.database.kind };
    if (up) return reply(res, data);
    return res
      .code(503)
      .header('retry-after', String(databaseRetryAfterSeconds))
      .send(envelope(data, serverMessages.serviceUnavailable, 503));
  });

  /**
   * Public settings the web app reads at run time, so changing them needs no rebuild. They are
   * fixed while the process runs, so the reply is written out once (decision 0027).
   */
  const publicConfig: PublicConfig = {
    googleClientId: ctx.config.google.clientId ?? null,
    // Never SCRAPER_URL: that is where the api reaches a separate scraper, an address browsers
    // cannot reach. Browsers search on the public origin, routed to the scraper (decision 0051).
    scraperUrl: '/scraper',
    sentryDsn: ctx.config.sentryDsn ?? null,
    siteLinks: publicSiteLinks(ctx.config.siteLinks),
  };
  const publicConfigReply = JSON.stringify(envelope(publicConfig));
  // A hundred-odd bytes, under the size compression starts at: the route skips its hooks.
  app.get('/config', { schema: { tags }, compress: false }, (_request, res) => {
    void res.type('application/json; charset=utf-8').send(publicConfigReply);
  });
};
