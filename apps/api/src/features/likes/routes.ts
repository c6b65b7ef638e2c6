import { likeSchema } from '@kolekt/shared/collection';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, callerId } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { likeCollection, unlikeCollection } from './like-collection';

const tags = ['likes'];

export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.post(
    '/create',
    { schema: { tags, body: likeSchema }, preHandler: authenticate },
    async (request, res) => {
      const state = await likeCollection({
        ctx: app.ctx,
        callerId: callerId(request),
        collectionId: request.body.CollectionId,
      });
      return reply(res, state, serverMessages.collectionLiked);
    },
  );

  app.delete(
    '/delete',
    { schema: { tags, body: likeSchema }, preHandler: authenticate },
    async (request, res) => {
      const state = await unlikeCollection({
        db,
        callerId: callerId(request),
        collectionId: request.body.CollectionId,
      });
      return reply(res, state, serverMessages.collectionUnliked);
    },
  );
};
