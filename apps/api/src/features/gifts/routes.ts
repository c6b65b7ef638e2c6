import { collectionIdParamsSchema } from '@kolekt/shared/collection';
import { envelopeSchema } from '@kolekt/shared/envelope';
import { giftClaimSchema, giftClaimsSchema, giftProductSchema } from '@kolekt/shared/gifts';
import { giftMessages } from '@kolekt/shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { authenticate, callerId, identify } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { claimGift, listGiftClaims, markGiftBought, releaseGift } from './gift-claims';

const tags = ['gifts'];
const claimReply = { 200: envelopeSchema(giftClaimSchema) };

/** Gift lists' claims (issue #14), under /api/collection/{id}/gifts. */
export const giftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  const claimRoute = { params: collectionIdParamsSchema, body: giftProductSchema };

  app.get(
    '/:id/gifts',
    {
      schema: {
        tags,
        params: collectionIdParamsSchema,
        response: { 200: envelopeSchema(giftClaimsSchema) },
      },
      preHandler: identify,
    },
    async (request, res) => {
      const claims = await listGiftClaims({
        db,
        callerId: request.userId,
        collectionId: request.params.id,
      });
      return reply(res, claims);
    },
  );

  app.post(
    '/:id/gifts/claim',
    { schema: { tags, ...claimRoute, response: claimReply }, preHandler: authenticate },
    async (request, res) => {
      const claim = await claimGift({
        db,
        callerId: callerId(request),
        collectionId: request.params.id,
        productId: request.body.productId,
      });
      return reply(res, claim, giftMessages.claimed);
    },
  );

  app.post(
    '/:id/gifts/release',
    {
      schema: { tags, ...claimRoute, response: { 200: envelopeSchema(z.null()) } },
      preHandler: authenticate,
    },
    async (request, res) => {
      await releaseGift({
        db,
        callerId: callerId(request),
        collectionId: request.params.id,
        productId: request.body.productId,
      });
      return reply(res, null, giftMessages.released);
    },
  );

  app.post(
    '/:id/gifts/bought',
    { schema: { tags, ...claimRoute, response: claimReply }, preHandler: authenticate },
    async (request, res) => {
      const claim = await markGiftBought({
        db,
        callerId: callerId(request),
        collectionId: request.params.id,
        productId: request.body.productId,
      });
      return reply(res, claim, giftMessages.bought);
    },
  );
};
