import { pageSizes } from '@kolekt/shared/constants';
import { envelopeSchema } from '@kolekt/shared/envelope';
import { notificationPageSchema } from '@kolekt/shared/notification';
import { pagingSchema } from '@kolekt/shared/paging';
import { notificationMessages } from '@kolekt/shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { authenticate, callerId } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { requestLanguage } from '../../lib/language';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications';

const tags = ['notifications'];
const idParams = z.object({ id: z.uuid() });

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  app.addHook('preHandler', authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: pagingSchema(pageSizes.notifications),
        response: { 200: envelopeSchema(notificationPageSchema) },
      },
    },
    async (request, res) => {
      return reply(
        res,
        await listNotifications({
          db,
          userId: callerId(request),
          paging: request.query,
          requestedLanguage: requestLanguage(request),
        }),
      );
    },
  );

  app.put('/read/:id', { schema: { tags, params: idParams } }, async (request, res) => {
    const data = await markNotificationRead({
      db,
      userId: callerId(request),
      id: request.params.id,
    });
    return reply(res, data, notificationMessages.read);
  });

  app.put('/read-all', { schema: { tags } }, async (request, res) => {
    return reply(
      res,
      await markAllNotificationsRead({ db, userId: callerId(request) }),
      notificationMessages.allRead,
    );
  });

  app.delete('/:id', { schema: { tags, params: idParams } }, async (request, res) => {
    const data = await deleteNotification({ db, userId: callerId(request), id: request.params.id });
    return reply(res, data, notificationMessages.deleted);
  });
};
