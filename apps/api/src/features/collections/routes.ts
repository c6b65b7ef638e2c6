import {
  collectionIdParamsSchema,
  collectionPageSchema,
  collectionSchema,
  createCollectionSchema,
  updateCollectionSchema,
} from '@kolekt/shared/collection';
import { pageSizes } from '@kolekt/shared/constants';
import { envelopeSchema } from '@kolekt/shared/envelope';
import { pagingSchema } from '@kolekt/shared/paging';
import { searchTextSchema } from '@kolekt/shared/product';
import { collectionMessages } from '@kolekt/shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { authenticate, callerId, identify } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import {
  listActiveCollections,
  listArchivedCollections,
  listLastAddedCollections,
  listMostLikedCollections,
  listSharedCollections,
  listUserCollections,
} from './collection-lists';
import { createCollection } from './create-collection';
import { viewerKey } from './record-view';
import {
  searchAddableCollectionsByName,
  searchCollectionsByName,
  searchOwnCollectionsByName,
} from './search-collections';
import { updateCollection } from './update-collection';
import { viewCollection } from './view-collection';

const tags = ['collections'];
/** Search by name (spec §5: at least 2 characters); the caller's own list may be unfiltered. */
const nameQuery = pagingSchema(pageSizes.default).extend({
  name: searchTextSchema.pipe(z.string().max(100)),
});
const ownNameQuery = pagingSchema(pageSizes.default).extend({
  name: z.string().trim().max(100).default(''),
});
const collectionEnvelope = envelopeSchema(collectionSchema);
const pageReply = { 200: envelopeSchema(collectionPageSchema) };

export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.post(
    '/create',
    {
      schema: { tags, body: createCollectionSchema, response: { 201: collectionEnvelope } },
      preHandler: authenticate,
    },
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
    {
      schema: {
        tags,
        body: updateCollectionSchema,
        // A deleted collection answers null.
        response: { 200: envelopeSchema(collectionSchema.nullable()) },
      },
      preHandler: authenticate,
    },
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
      schema: {
        tags,
        querystring: pagingSchema(pageSizes.activeCollections),
        response: pageReply,
      },
      preHandler: authenticate,
    },
    async (request, res) => {
      const page = await listActiveCollections({
        db,
        callerId: callerId(request),
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/archived',
    {
      schema: { tags, querystring: pagingSchema(pageSizes.default), response: pageReply },
      preHandler: authenticate,
    },
    async (request, res) => {
      const page = await listArchivedCollections({
        db,
        callerId: callerId(request),
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/shared',
    {
      schema: { tags, querystring: pagingSchema(pageSizes.default), response: pageReply },
      preHandler: authenticate,
    },
    async (request, res) => {
      const page = await listSharedCollections({
        db,
        callerId: callerId(request),
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/mostLiked',
    {
      schema: { tags, querystring: pagingSchema(pageSizes.mostLiked), response: pageReply },
      preHandler: identify,
    },
    async (request, res) => {
      const page = await listMostLikedCollections({
        db,
        callerId: request.userId,
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/lastAdded',
    {
      schema: { tags, querystring: pagingSchema(pageSizes.lastAdded), response: pageReply },
      preHandler: identify,
    },
    async (request, res) => {
      const page = await listLastAddedCollections({
        db,
        callerId: request.userId,
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/othersCollections',
    {
      schema: {
        tags,
        querystring: pagingSchema(pageSizes.default).extend({ userId: z.uuid() }),
        response: pageReply,
      },
      preHandler: identify,
    },
    async (request, res) => {
      const page = await listUserCollections({
        db,
        callerId: request.userId,
        userId: request.query.userId,
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/name',
    { schema: { tags, querystring: nameQuery, response: pageReply }, preHandler: identify },
    async (request, res) => {
      const page = await searchCollectionsByName({
        db,
        callerId: request.userId,
        name: request.query.name,
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  // The caller's own collections by name, and where they may put a product (their own and those
  // they edit as a member): the same query and reply.
  const callerSearches = [
    ['/nameByUser', searchOwnCollectionsByName],
    ['/addable', searchAddableCollectionsByName],
  ] as const;
  for (const [path, search] of callerSearches) {
    app.get(
      path,
      {
        schema: { tags, querystring: ownNameQuery, response: pageReply },
        preHandler: authenticate,
      },
      async (request, res) => {
        const page = await search({
          db,
          callerId: callerId(request),
          name: request.query.name,
          paging: request.query,
        });
        return reply(res, page);
      },
    );
  }

  app.get(
    '/:id',
    {
      schema: { tags, params: collectionIdParamsSchema, response: { 200: collectionEnvelope } },
      preHandler: identify,
    },
    async (request, res) => {
      const collection = await viewCollection({
        db,
        id: request.params.id,
        callerId: request.userId,
        viewer: viewerKey({ userId: request.userId, ip: request.ip }),
      });
      return reply(res, collection);
    },
  );
};
