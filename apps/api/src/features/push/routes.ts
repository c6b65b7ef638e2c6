import { pushSubscriptionSchema } from '@kolekt/shared/price';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { authenticate, callerId } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { deletePushSubscription, savePushSubscription } from './push-subscriptions';

const tags = ['push'];

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx.database;

  // The browser needs the public key to subscribe (`applicationServerKey`); it is no secret.
  app.get('/public-key', { schema: { tags } }, async (_request, res) => {
    return reply(res, { publicKey: ctx.vapid.publicKey });
  });

  app.post(
    '/subscription',
    { schema: { tags, body: pushSubscriptionSchema }, preHandler: authenticate },
    async (request, res) => {
      await savePushSubscription({
        db,
        userId: callerId(request),
        input: request.body,
        allowedHosts: ctx.config.push.allowedHosts,
      });
      return reply(res, null);
    },
  );

  app.delete(
    '/subscription',
    {
      schema: { tags, body: z.object({ endpoint: pushSubscriptionSchema.shape.endpoint }) },
      preHandler: authenticate,
    },
    async (request, res) => {
      await deletePushSubscription({
        db,
        userId: callerId(request),
        endpoint: request.body.endpoint,
      });
      return reply(res, null);
    },
  );
};
