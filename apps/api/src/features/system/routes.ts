import type { PublicConfig } from '@kolekt/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, reply } from '../../http/envelope';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/health', { schema: { tags } }, async (_request, res) => {
    const database = await ctx.database.ping();
    const status = database ? 200 : 503;
    const data = { database: database ? 'up' : 'down', databaseKind: ctx.database.kind };
    return res.code(status).send(envelope(data, database ? 'OK' : 'Database unreachable', status));
  });

  /** Public settings the web app reads at run time, so changing them needs no rebuild. */
  app.get('/config', { schema: { tags } }, async (_request, res) => {
    const config: PublicConfig = {
      googleClientId: ctx.config.google.clientId ?? null,
      scraperUrl: ctx.config.scraperUrl ?? '/scraper',
      sentryDsn: ctx.config.sentryDsn ?? null,
    };
    return reply(res, config);
  });
};
