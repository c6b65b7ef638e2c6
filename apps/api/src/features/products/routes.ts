import { collectionIdParamsSchema } from '@kolekt/shared/collection';
import { pageSizes } from '@kolekt/shared/constants';
import { envelopeSchema } from '@kolekt/shared/envelope';
import { pagingSchema } from '@kolekt/shared/paging';
import {
  addToCollectionSchema,
  captureProductSchema,
  createProductSchema,
  searchTextSchema,
  productInCollectionSchema,
  productPageSchema,
  scrapeToCollectionSchema,
} from '@kolekt/shared/product';
import { productMessages, serverMessages } from '@kolekt/shared/server-messages';
import { findStoreBySlug } from '@kolekt/shared/stores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../lib/errors';
import { authenticate, callerId, identify } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { addExistingProduct, removeProductFromCollection } from './edit-collection-products';
import { addExternalProduct } from './add-external-product';
import { captureProduct } from './capture-product';
import { addScrapedProduct } from './add-scraped-product';
import {
  listCollectionProducts,
  listLastAddedProducts,
  listProductsByStore,
} from './list-products';
import { searchProducts } from './search-products';
import { getProduct } from './get-product';

const tags = ['products'];

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx.database;

  app.post(
    '/scrape/collection',
    { schema: { tags, body: scrapeToCollectionSchema }, preHandler: authenticate },
    async (request, res) => {
      const { url, collectionId } = request.body;
      const product = await addScrapedProduct({
        ctx,
        callerId: callerId(request),
        collectionId,
        url,
      });
      return reply(res, product, productMessages.added, 201);
    },
  );

  app.post(
    '/create',
    { schema: { tags, body: createProductSchema }, preHandler: authenticate },
    async (request, res) => {
      const product = await addExternalProduct({
        ctx,
        callerId: callerId(request),
        input: request.body,
      });
      return reply(res, product, productMessages.added, 201);
    },
  );

  app.post(
    '/capture',
    { schema: { tags, body: captureProductSchema }, preHandler: authenticate },
    async (request, res) => {
      const captured = await captureProduct({
        ctx,
        callerId: callerId(request),
        input: request.body,
      });
      return reply(res, captured, productMessages.saved, 201);
    },
  );

  app.post(
    '/add/collection',
    { schema: { tags, body: addToCollectionSchema }, preHandler: authenticate },
    async (request, res) => {
      await addExistingProduct({
        ctx,
        callerId: callerId(request),
        ...request.body,
      });
      return reply(res, null, productMessages.added);
    },
  );

  app.delete(
    '/delete',
    { schema: { tags, body: productInCollectionSchema }, preHandler: authenticate },
    async (request, res) => {
      await removeProductFromCollection({ db, callerId: callerId(request), ...request.body });
      return reply(res, null, productMessages.removed);
    },
  );

  app.get(
    '/collection/:id',
    {
      schema: {
        tags,
        params: collectionIdParamsSchema,
        querystring: pagingSchema(pageSizes.default),
        response: { 200: envelopeSchema(productPageSchema) },
      },
      preHandler: identify,
    },
    async (request, res) => {
      const page = await listCollectionProducts({
        db,
        pageStarts: ctx.pageStarts,
        callerId: request.userId,
        collectionId: request.params.id,
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  // After the fixed paths: `lastAdded`, `name` and `byStore` are not product ids.
  app.get(
    '/:id',
    { schema: { tags, params: z.object({ id: z.uuid() }) }, preHandler: identify },
    async (request, res) => {
      const product = await getProduct({
        db,
        callerId: request.userId,
        productId: request.params.id,
      });
      return reply(res, product);
    },
  );

  app.get(
    '/lastAdded',
    { schema: { tags, querystring: pagingSchema(pageSizes.lastAdded) }, preHandler: identify },
    async (request, res) => {
      return reply(
        res,
        await listLastAddedProducts({
          db,
          pageStarts: ctx.pageStarts,
          callerId: request.userId,
          paging: request.query,
        }),
      );
    },
  );

  app.get(
    '/name',
    {
      schema: {
        tags,
        querystring: pagingSchema(pageSizes.default).extend({
          title: searchTextSchema.pipe(z.string().max(200)),
        }),
      },
      preHandler: identify,
    },
    async (request, res) => {
      const page = await searchProducts({
        db,
        callerId: request.userId,
        title: request.query.title,
        paging: request.query,
      });
      return reply(res, page);
    },
  );

  app.get(
    '/byStore',
    {
      schema: {
        tags,
        querystring: pagingSchema(pageSizes.default).extend({ store: z.string().trim().max(200) }),
      },
      preHandler: identify,
    },
    async (request, res) => {
      const store = findStoreBySlug(request.query.store);
      if (!store) throw notFound(serverMessages.storeNotFound);
      const page = await listProductsByStore({
        db,
        pageStarts: ctx.pageStarts,
        callerId: request.userId,
        store: store.name,
        paging: request.query,
      });
      return reply(res, page);
    },
  );
};
