import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyEmailChangeSchema,
} from '@kolekt/shared/account';
import { accountMessages } from '@kolekt/shared/server-messages';
import { addressGroup } from '@kolekt/rate-limit/address-group';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, callerId } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { requestLanguage } from '../../lib/language';
import { clearRefreshCookie, setRefreshCookie } from '../auth/session';
import { createAfterReply } from '../../http/after-reply';
import { changePassword } from './change-password';
import { confirmEmailChange } from './confirm-email-change';
import { deleteAccount } from './delete-account';
import { exportAccount } from './export-account';
import { signedInUser } from './confirm-identity';
import { requestEmailChange } from './request-email-change';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

const tags = ['account'];

/** Under /api/auth: forgot and reset password, for people who cannot sign in. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const afterReply = createAfterReply(app);

  app.post(
    '/forgot-password',
    { schema: { tags, body: forgotPasswordSchema } },
    async (request, res) => {
      await requestPasswordReset({
        ctx,
        email: request.body.email,
        address: addressGroup(request.ip),
        afterReply,
      });
      return reply(res, null, accountMessages.resetRequested);
    },
  );

  app.post(
    '/reset-password',
    { schema: { tags, body: resetPasswordSchema } },
    async (request, res) => {
      await resetPassword({ ctx, input: request.body, address: addressGroup(request.ip) });
      return reply(res, null, accountMessages.resetDone);
    },
  );
};

/** Under /api/user: the signed-in user's own account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/password',
    { schema: { tags, body: changePasswordSchema }, preHandler: authenticate },
    async (request, res) => {
      const { session, refresh } = await changePassword({
        ctx,
        userId: callerId(request),
        familyId: request.sessionFamilyId,
        input: request.body,
      });
      if (refresh) setRefreshCookie(res, ctx, refresh);
      return reply(res, session, accountMessages.passwordChanged);
    },
  );

  app.post(
    '/email',
    { schema: { tags, body: changeEmailSchema }, preHandler: authenticate },
    async (request, res) => {
      const started = await requestEmailChange({
        ctx,
        userId: callerId(request),
        input: request.body,
      });
      return reply(res, started, accountMessages.emailChangeCodeSent);
    },
  );

  app.post(
    '/email/verify',
    { schema: { tags, body: verifyEmailChangeSchema }, preHandler: authenticate },
    async (request, res) => {
      const changed = await confirmEmailChange({
        ctx,
        userId: callerId(request),
        otp: request.body.otp,
      });
      return reply(res, changed, accountMessages.emailChanged);
    },
  );

  app.delete(
    '/',
    { schema: { tags, body: deleteAccountSchema }, preHandler: authenticate },
    async (request, res) => {
      await deleteAccount({ ctx, userId: callerId(request), input: request.body });
      clearRefreshCookie(res, ctx);
      return reply(res, null, accountMessages.deleted);
    },
  );

  app.get('/export', { schema: { tags }, preHandler: authenticate }, async (request, res) => {
    const user = await signedInUser(ctx, callerId(request));
    const data = await exportAccount({
      db: ctx.database.db,
      user,
      requestedLanguage: requestLanguage(request),
    });
    const day = data.exportedAt.slice(0, 10);
    return res
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="kolekt-export-${day}.json"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });
};
