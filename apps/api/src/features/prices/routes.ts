import { collectionIdParamsSchema } from '@kolekt/shared/collection';
import { pageSizes } from '@kolekt/shared/constants';
import { pagingSchema } from '@kolekt/shared/paging';
import {
  alertPreferencesSchema,
  priceHistoryQuerySchema,
  watchProductSchema,
} from '@kolekt/shared/price';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { authenticate, callerId, identify } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { getAlertPreferences, setAlertPreferences } from './alert-preferences';
import { getPriceHistory } from './price-history';
import { getPriceTotals } from './price-totals';
import {
  unsubscribeFromAlertEmails,
  unsubscribeLinkLanguage,
  unsubscribePage,
} from './unsubscribe';
import { getWatch, listWatches, unwatchProduct, watchProduct } from './watches';

const tags = ['prices'];
const productParams = z.object({ id: z.uuid() });

/** Under /api: a product's prices and the caller's watch of it, a collection's totals. */
export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx.database;

  app.get(
    '/product/:id/prices',
    {
      schema: { tags, params: productParams, querystring: priceHistoryQuerySchema },
      preHandler: identify,
    },
    async (request, res) => {
      const history = await getPriceHistory({
        db,
        productId: request.params.id,
        callerId: request.userId,
        days: request.query.days,
        everyMs: ctx.config.priceChecks.everyMs,
      });
      return reply(res, history);
    },
  );

  app.get(
    '/product/:id/watch',
    { schema: { tags, params: productParams }, preHandler: authenticate },
    async (request, res) => {
      return reply(
        res,
        await getWatch({ db, callerId: callerId(request), productId: request.params.id }),
      );
    },
  );

  app.post(
    '/product/:id/watch',
    { schema: { tags, params: productParams, body: watchProductSchema }, preHandler: authenticate },
    async (request, res) => {
      const watch = await watchProduct({
        database: ctx.database,
        callerId: callerId(request),
        productId: request.params.id,
        input: request.body,
        everyMs: ctx.config.priceChecks.everyMs,
      });
      return reply(res, watch);
    },
  );

  app.delete(
    '/product/:id/watch',
    { schema: { tags, params: productParams }, preHandler: authenticate },
    async (request, res) => {
      await unwatchProduct({ db, callerId: callerId(request), productId: request.params.id });
      return reply(res, null);
    },
  );

  app.get(
    '/collection/:id/price-totals',
    { schema: { tags, params: collectionIdParamsSchema }, preHandler: identify },
    async (request, res) => {
      const totals = await getPriceTotals({
        db,
        callerId: request.userId,
        collectionId: request.params.id,
      });
      return reply(res, totals);
    },
  );
};

const unsubscribeQuery = z.object({ token: z.string().max(200) });

/** Under /api/watch: the caller's watching list, and the e-mails' one-click unsubscribe. */
export const watchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx.database;

  app.get(
    '/',
    { schema: { tags, querystring: pagingSchema(pageSizes.default) }, preHandler: authenticate },
    async (request, res) => {
      return reply(
        res,
        await listWatches({ db, callerId: callerId(request), paging: request.query }),
      );
    },
  );

  // The link in the e-mail, opened in a browser (or by a mail scanner): it asks, changes nothing.
  app.get(
    '/unsubscribe',
    { schema: { tags, querystring: unsubscribeQuery } },
    async (request, res) => {
      const language = await unsubscribeLinkLanguage({
        db,
        key: ctx.secrets.unsubscribeKey,
        token: request.query.token,
      });
      return res
        .type('text/html; charset=utf-8')
        .send(unsubscribePage('confirm', language, ctx.config.publicUrl));
    },
  );

  // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` to the same address; the
  // question page's button posts there too, and its browser is answered with a page.
  app.post(
    '/unsubscribe',
    { schema: { tags, querystring: unsubscribeQuery } },
    async (request, res) => {
      const language = await unsubscribeFromAlertEmails({
        db,
        key: ctx.secrets.unsubscribeKey,
        token: request.query.token,
      });
      if (request.headers.accept?.includes('text/html')) {
        return res
          .type('text/html; charset=utf-8')
          .send(unsubscribePage('done', language, ctx.config.publicUrl));
      }
      return reply(res, null);
    },
  );
};

/** Under /api/user: which channels carry the caller's price alerts. */
export const alertPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get(
    '/alert-preferences',
    { schema: { tags }, preHandler: authenticate },
    async (request, res) => reply(res, await getAlertPreferences(db, callerId(request))),
  );

  app.put(
    '/alert-preferences',
    { schema: { tags, body: alertPreferencesSchema }, preHandler: authenticate },
    async (request, res) =>
      reply(res, await setAlertPreferences(db, callerId(request), request.body)),
  );
};
