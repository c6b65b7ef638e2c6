import { collectionSchema } from '@kolekt/shared/collection';
import { envelopeSchema } from '@kolekt/shared/envelope';
import { invitationSchema, inviteAnswerSchema, inviteTokenSchema } from '@kolekt/shared/members';
import { memberMessages } from '@kolekt/shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { authenticate, callerId, identify } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { acceptInvite, declineInvite } from './answer-invite';
import { findInvitation, pendingInvitations, toInvitation } from './invitations';

const tags = ['members'];

/** Answering invitations (issue #14), under /api/invite. */
export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  const { bus } = app.ctx;

  app.get(
    '/pending',
    {
      schema: { tags, response: { 200: envelopeSchema(z.array(invitationSchema)) } },
      preHandler: authenticate,
    },
    async (request, res) => reply(res, await pendingInvitations(db, callerId(request))),
  );

  // What a link offers, shown before signing in: whoever holds the link may read it.
  app.get(
    '/link/:token',
    {
      schema: {
        tags,
        params: z.object({ token: inviteTokenSchema }),
        response: { 200: envelopeSchema(invitationSchema) },
      },
      preHandler: identify,
    },
    async (request, res) => {
      const invitation = await findInvitation(db, request.params, request.userId);
      return reply(res, toInvitation(invitation));
    },
  );

  app.post(
    '/accept',
    {
      schema: {
        tags,
        body: inviteAnswerSchema,
        response: { 200: envelopeSchema(collectionSchema) },
      },
      preHandler: authenticate,
    },
    async (request, res) => {
      const collection = await acceptInvite({
        db,
        bus,
        callerId: callerId(request),
        answer: request.body,
      });
      return reply(res, collection, memberMessages.accepted);
    },
  );

  app.post(
    '/decline',
    {
      schema: {
        tags,
        body: z.object({ inviteId: z.uuid() }),
        response: { 200: envelopeSchema(z.null()) },
      },
      preHandler: authenticate,
    },
    async (request, res) => {
      await declineInvite({ db, callerId: callerId(request), inviteId: request.body.inviteId });
      return reply(res, null, memberMessages.declined);
    },
  );
};
