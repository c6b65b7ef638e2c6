import {
  collectionIdParamsSchema,
  createCollectionSchema,
  updateCollectionSchema,
} from '@kolekt/shared/collection';
import { pageSizes } from '@kolekt/shared/constants';
import { pagingSchema } from '@kolekt/shared/paging';
import { collectionMessages } from '@kolekt/shared/server-messages';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { collections } from '../../db/schema';
import { authenticate, callerId, identify } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { textMatch } from '../../lib/text-search';
import { searchTextSchema } from '@kolekt/shared/product';
import { publicActive } from './collection-query';
import { createCollection } from './create-collection';
import { defaultCollectionMatch } from './create-default-collection';
import { getVisibleCollection } from './get-collection';
import { listCollections } from './list-collections';
import { recordView, viewerKey } from './record-view';
import { updateCollection } from './update-collection';

const tags = ['collections'];
/** Search by name (spec §5: at least 2 characters); the caller's own list may be unfiltered. */
const nameQuery = pagingSchema(pageSizes.default).extend({
  name: searchTextSchema.pipe(z.string().max(100)),
});
const ownNameQuery = pagingSchema(pageSizes.default).extend({
  name: z.string().trim().max(100).default(''),
});
const nameMatch = (name: string) => textMatch(collections.nameSearch, name);
const newestFirst = [desc(collections.createdAt), desc(collections.id)];

export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.post(
    '/create',
    { schema: { tags, body: createCollectionSchema }, preHandler: authenticate },
    async (request, res) => {
      const collection = await createCollection({
        db,
        callerId: callerId(request),
        input: request.body,
      });
      return reply(res, collection, collectionMessages.created, 201);
    },
  );

  app.put(
    '/update',
    { schema: { tags, body: updateCollectionSchema }, preHandler: authenticate },
    async (request, res) => {
      const collection = await updateCollection({
        db,
        callerId: callerId(request),
        input: request.body,
      });
      return reply(res, collection, collectionMessages.updated);
    },
  );

  app.get(
    '/active',
    {
      schema: { tags, querystring: pagingSchema(pageSizes.activeCollections) },
      preHandler: authenticate,
    },
    async (request, res) => {
      const me = callerId(request);
      const page = await listCollections({
        db,
        callerId: me,
        where: and(eq(collections.userId, me), eq(collections.status, 0))!,
        orderBy: [desc(collections.isImmutable), ...newestFirst],
        paging: request.query,
        countTotal: true,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/archived',
    { schema: { tags, querystring: pagingSchema(pageSizes.default) }, preHandler: authenticate },
    async (request, res) => {
      const me = callerId(request);
      const page = await listCollections({
        db,
        callerId: me,
        where: and(eq(collections.userId, me), eq(collections.status, 2))!,
        // The last archived comes first (spec §4: it moves to the front of the archive list).
        orderBy: [desc(collections.updatedAt), desc(collections.id)],
        paging: request.query,
        countTotal: true,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/mostLiked',
    { schema: { tags, querystring: pagingSchema(pageSizes.mostLiked) }, preHandler: identify },
    async (request, res) => {
      const page = await listCollections({
        db,
        callerId: request.userId,
        where: publicActive,
        orderBy: [desc(collections.likeCount), desc(collections.id)],
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/lastAdded',
    { schema: { tags, querystring: pagingSchema(pageSizes.lastAdded) }, preHandler: identify },
    async (request, res) => {
      const page = await listCollections({
        db,
        callerId: request.userId,
        where: publicActive,
        orderBy: newestFirst,
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/othersCollections',
    {
      schema: { tags, querystring: pagingSchema(pageSizes.default).extend({ userId: z.uuid() }) },
      preHandler: identify,
    },
    async (request, res) => {
      const page = await listCollections({
        db,
        callerId: request.userId,
        where: and(eq(collections.userId, request.query.userId), publicActive)!,
        orderBy: newestFirst,
        paging: request.query,
        countTotal: true,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/name',
    { schema: { tags, querystring: nameQuery }, preHandler: identify },
    async (request, res) => {
      const me = request.userId;
      const mine = me ? and(eq(collections.userId, me), eq(collections.status, 0)) : undefined;
      const page = await listCollections({
        db,
        callerId: me,
        where: and(
          or(nameMatch(request.query.name).where, defaultCollectionMatch(request.query.name)),
          or(publicActive, mine),
        )!,
        orderBy: [...nameMatch(request.query.name).rank, desc(collections.id)],
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/nameByUser',
    { schema: { tags, querystring: ownNameQuery }, preHandler: authenticate },
    async (request, res) => {
      const me = callerId(request);
      const { name } = request.query;
      const page = await listCollections({
        db,
        callerId: me,
        where: and(
          eq(collections.userId, me),
          eq(collections.status, 0),
          name ? or(nameMatch(name).where, defaultCollectionMatch(name)) : undefined,
        )!,
        orderBy: [
          desc(collections.isImmutable),
          ...(name ? nameMatch(name).rank : []),
          asc(collections.name),
          desc(collections.id),
        ],
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: collectionIdParamsSchema }, preHandler: identify },
    async (request, res) => {
      const collection = await getVisibleCollection({
        db,
        id: request.params.id,
        callerId: request.userId,
      });
      const viewer = viewerKey({ userId: request.userId, ip: request.ip });
      if (
        await recordView({ db, collectionId: collection.id, ownerId: collection.userId, viewer })
      ) {
        collection.viewCount += 1;
      }
      return reply(res, collection);
    },
  );
};
