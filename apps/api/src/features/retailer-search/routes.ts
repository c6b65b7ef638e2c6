import { signSearchPass } from '@kolekt/scraper';
import { envelopeSchema } from '@kolekt/shared/envelope';
import { searchPassSchema } from '@kolekt/shared/retailer-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, callerId } from '../../http/authenticate';
import { reply } from '../../http/envelope';

/**
 * `GET /api/retailer-search/pass`: a signed-in user's search pass, which the web app sends with
 * each live search so the scraper counts it against the user, wherever the scraper runs
 * (decision 0054). Signed with the key the scraper signs its results with.
 */
export const retailerSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secrets } = app.ctx;
  app.get(
    '/pass',
    {
      schema: { tags: ['products'], response: { 200: envelopeSchema(searchPassSchema) } },
      preHandler: authenticate,
    },
    async (request, res) =>
      reply(
        res.header('cache-control', 'no-store'),
        signSearchPass({ userId: callerId(request), signingKey: secrets.searchKey }),
      ),
  );
};
