import { createCommentSchema } from '@kolekt/shared/comment';
import { collectionIdParamsSchema } from '@kolekt/shared/collection';
import { pageSizes } from '@kolekt/shared/constants';
import { pagingSchema } from '@kolekt/shared/paging';
import { commentMessages } from '@kolekt/shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { authenticate, callerId, identify } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { createComment, deleteComment, listComments } from './comments';

const tags = ['comments'];

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx.database;

  app.post(
    '/create',
    { schema: { tags, body: createCommentSchema }, preHandler: authenticate },
    async (request, res) => {
      const id = await createComment({ ctx, callerId: callerId(request), input: request.body });
      return reply(res, id, commentMessages.created, 201);
    },
  );

  app.get(
    '/comments/:id',
    {
      schema: {
        tags,
        params: collectionIdParamsSchema,
        querystring: pagingSchema(pageSizes.comments),
      },
      preHandler: identify,
    },
    async (request, res) => {
      const page = await listComments({
        db,
        callerId: request.userId,
        collectionId: request.params.id,
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, params: z.object({ id: z.uuid() }) }, preHandler: authenticate },
    async (request, res) => {
      await deleteComment({ db, callerId: callerId(request), commentId: request.params.id });
      return reply(res, null, commentMessages.deleted);
    },
  );
};
