import { collectionIdParamsSchema } from '@kolekt/shared/collection';
import { envelopeSchema } from '@kolekt/shared/envelope';
import {
  inviteByNameSchema,
  inviteLinkInputSchema,
  inviteLinkSchema,
  inviteParamsSchema,
  memberParamsSchema,
  memberRoleInputSchema,
  memberSchema,
  membersPageSchema,
  pendingInviteSchema,
  pendingInvitesSchema,
} from '@kolekt/shared/members';
import { pageSizes } from '@kolekt/shared/constants';
import { pagingSchema } from '@kolekt/shared/paging';
import { memberMessages } from '@kolekt/shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { authenticate, callerId, identify } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { changeMemberRole, removeMember } from './change-members';
import { createInviteLink, inviteByName, revokeInvite } from './invite';
import { listInvites } from './list-invites';
import { listMembers } from './list-members';

const tags = ['members'];
const nothing = { 200: envelopeSchema(z.null()) };

/** A collection's members and invitations (issue #14), under /api/collection/{id}. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  const { bus } = app.ctx;

  app.get(
    '/:id/members',
    {
      schema: {
        tags,
        params: collectionIdParamsSchema,
        querystring: pagingSchema(pageSizes.members),
        response: { 200: envelopeSchema(membersPageSchema) },
      },
      preHandler: identify,
    },
    async (request, res) => {
      const members = await listMembers({
        db,
        collectionId: request.params.id,
        callerId: request.userId,
        paging: request.query,
      });
      return reply(res, members);
    },
  );

  app.get(
    '/:id/invites',
    {
      schema: {
        tags,
        params: collectionIdParamsSchema,
        response: { 200: envelopeSchema(pendingInvitesSchema) },
      },
      preHandler: authenticate,
    },
    async (request, res) => {
      const invites = await listInvites({
        db,
        collectionId: request.params.id,
        callerId: callerId(request),
      });
      return reply(res, invites);
    },
  );

  app.post(
    '/:id/invites',
    {
      schema: {
        tags,
        params: collectionIdParamsSchema,
        body: inviteByNameSchema,
        response: { 201: envelopeSchema(pendingInviteSchema) },
      },
      preHandler: authenticate,
    },
    async (request, res) => {
      const invite = await inviteByName({
        db,
        bus,
        callerId: callerId(request),
        collectionId: request.params.id,
        ...request.body,
      });
      return reply(res, invite, memberMessages.invited, 201);
    },
  );

  app.post(
    '/:id/inviteLinks',
    {
      schema: {
        tags,
        params: collectionIdParamsSchema,
        body: inviteLinkInputSchema,
        response: { 201: envelopeSchema(inviteLinkSchema) },
      },
      preHandler: authenticate,
    },
    async (request, res) => {
      const link = await createInviteLink({
        db,
        callerId: callerId(request),
        collectionId: request.params.id,
        ...request.body,
      });
      return reply(res, link, memberMessages.linkCreated, 201);
    },
  );

  app.delete(
    '/:id/invites/:inviteId',
    { schema: { tags, params: inviteParamsSchema, response: nothing }, preHandler: authenticate },
    async (request, res) => {
      await revokeInvite({
        db,
        callerId: callerId(request),
        collectionId: request.params.id,
        inviteId: request.params.inviteId,
      });
      return reply(res, null, memberMessages.revoked);
    },
  );

  app.put(
    '/:id/members/:userId',
    {
      schema: {
        tags,
        params: memberParamsSchema,
        body: memberRoleInputSchema,
        response: { 200: envelopeSchema(memberSchema) },
      },
      preHandler: authenticate,
    },
    async (request, res) => {
      const member = await changeMemberRole({
        db,
        callerId: callerId(request),
        collectionId: request.params.id,
        userId: request.params.userId,
        role: request.body.role,
      });
      return reply(res, member, memberMessages.updated);
    },
  );

  // The owner removes a member; a member removes themself (leaves).
  app.delete(
    '/:id/members/:userId',
    { schema: { tags, params: memberParamsSchema, response: nothing }, preHandler: authenticate },
    async (request, res) => {
      const outcome = await removeMember({
        db,
        callerId: callerId(request),
        collectionId: request.params.id,
        userId: request.params.userId,
      });
      return reply(res, null, outcome === 'left' ? memberMessages.left : memberMessages.removed);
    },
  );
};
