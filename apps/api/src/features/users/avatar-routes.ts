import { serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../lib/errors';
import { loadAvatar } from './avatar';

/** `/avatars/{id}.png`: the user's picture, or a generated initials picture. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  app.get(
    '/:file',
    {
      schema: {
        tags: ['users'],
        params: z.object({
          file: z.string().regex(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\.png$/i),
        }),
      },
    },
    async (request, res) => {
      const userId = request.params.file.slice(0, 36);
      const avatar = await loadAvatar(db, userId);
      if (!avatar) throw notFound(serverMessages.userNotFound);
      return (
        res
          .header('content-type', avatar.contentType)
          .header('cache-control', 'public, max-age=300')
          // Pictures never run scripts, even an SVG opened on its own.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .send(avatar.body)
      );
    },
  );
};
