import { userNameAvailabilitySchema, userNameSchema } from '@kolekt/shared/auth';
import { pageSizes } from '@kolekt/shared/constants';
import { followSchema, updateProfileSchema, userIdParamsSchema } from '@kolekt/shared/profile';
import { pagingSchema } from '@kolekt/shared/paging';
import { productSearchSchema } from '@kolekt/shared/product';
import { followMessages, serverMessages } from '@kolekt/shared/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { authenticate, callerId, identify } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { followUser, unfollowUser } from './follow-user';
import { byId, byUserName, getProfile } from './get-profile';
import { isUserNameTaken } from './is-user-name-taken';
import { listFollows } from './list-follows';
import { saveProfileImage } from './profile-image';
import { searchUsers } from './search-users';
import { updateProfile } from './update-profile';

const tags = ['users'];
const followsQuery = pagingSchema(pageSizes.default);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx.database;

  app.get(
    '/isAvailableUserName',
    { schema: { tags, querystring: userNameAvailabilitySchema } },
    async (request, res) => {
      const { userName } = request.query;
      const available =
        userNameSchema.safeParse(userName).success && !(await isUserNameTaken(db, userName));
      return reply(res, available);
    },
  );

  app.get(
    '/userName',
    {
      schema: { tags, querystring: z.object({ username: z.string().trim().min(1).max(40) }) },
      preHandler: identify,
    },
    async (request, res) => {
      return reply(
        res,
        await getProfile({
          db,
          callerId: request.userId,
          where: byUserName(request.query.username),
        }),
      );
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        querystring: pagingSchema(pageSizes.searchLoadMore).extend(productSearchSchema.shape),
      },
    },
    async (request, res) => {
      return reply(
        res,
        await searchUsers({ db, query: request.query.query, paging: request.query }),
      );
    },
  );

  app.put(
    '/update',
    { schema: { tags, body: updateProfileSchema }, preHandler: authenticate },
    async (request, res) => {
      const profile = await updateProfile({ db, callerId: callerId(request), input: request.body });
      return reply(res, profile, serverMessages.profileUpdated);
    },
  );

  // Multipart with one file field `image`; the bytes are checked, not the file name or type header.
  app.post(
    '/profile-image',
    { schema: { tags, consumes: ['multipart/form-data'] }, preHandler: authenticate },
    async (request, res) => {
      const image = (request.body as { image?: unknown } | undefined)?.image;
      const path = await saveProfileImage({
        db,
        userId: callerId(request),
        data: Buffer.isBuffer(image) ? image : undefined,
      });
      return reply(res, { profileImagePath: path }, serverMessages.profileImageSaved);
    },
  );

  for (const direction of ['followers', 'followings'] as const) {
    app.get(
      `/${direction}/:id`,
      {
        schema: { tags, params: userIdParamsSchema, querystring: followsQuery },
        preHandler: identify,
      },
      async (request, res) => {
        const page = await listFollows({
          db,
          callerId: request.userId,
          userId: request.params.id,
          direction,
          paging: request.query,
        });
        return reply(res, page);
      },
    );
  }

  app.post(
    '/follow',
    { schema: { tags, body: followSchema }, preHandler: authenticate },
    async (request, res) => {
      const state = await followUser({ ctx, callerId: callerId(request), ...request.body });
      return reply(res, state, followMessages.followed);
    },
  );

  app.delete(
    '/unfollow',
    { schema: { tags, body: followSchema }, preHandler: authenticate },
    async (request, res) => {
      const state = await unfollowUser({ ctx, callerId: callerId(request), ...request.body });
      return reply(res, state, followMessages.unfollowed);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: userIdParamsSchema }, preHandler: identify },
    async (request, res) => {
      return reply(
        res,
        await getProfile({ db, callerId: request.userId, where: byId(request.params.id) }),
      );
    },
  );
};
