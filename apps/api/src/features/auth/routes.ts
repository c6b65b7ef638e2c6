import {
  googleLoginSchema,
  loginSchema,
  logoutSchema,
  registerSchema,
  resendCodeSchema,
  verifyEmailSchema,
} from '@kolekt/shared/auth';
import { registerMessages, resendMessages, serverMessages } from '@kolekt/shared/server-messages';
import { addressGroup } from '@kolekt/rate-limit/address-group';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAfterReply } from '../../http/after-reply';
import { forbidden } from '../../lib/errors';
import { authenticate, callerId } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { requestLanguage } from '../../lib/language';
import { assertSameOrigin } from '../../http/same-origin';
import { setTrustCookie, trustCookieName } from './browser-trust';
import { googleLogin } from './google-login';
import { loginUser } from './login-user';
import { logout } from './logout';
import { refreshSession } from './refresh-session';
import { registerUser } from './register-user';
import { resendVerificationCode } from './resend-verification-code';
import { clearRefreshCookie, refreshCookieName, setRefreshCookie } from './session';
import { verifyEmail } from './verify-email';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const afterReply = createAfterReply(app);

  app.post('/register', { schema: { tags, body: registerSchema } }, async (request, res) => {
    const data = await registerUser({
      ctx,
      input: request.body,
      language: requestLanguage(request),
      address: addressGroup(request.ip),
    });
    return reply(res, data, registerMessages.registered, 201);
  });

  app.post('/verify-email', { schema: { tags, body: verifyEmailSchema } }, async (request, res) => {
    const { passwordSet } = await verifyEmail({
      ctx,
      input: request.body,
      address: addressGroup(request.ip),
    });
    return reply(
      res,
      null,
      passwordSet ? registerMessages.verified : registerMessages.verifiedSetPassword,
    );
  });

  app.post('/resend-code', { schema: { tags, body: resendCodeSchema } }, async (request, res) => {
    const wait = await resendVerificationCode({
      ctx,
      email: request.body.email,
      address: addressGroup(request.ip),
      afterReply,
    });
    return reply(res, wait, resendMessages.sent);
  });

  app.post('/login', { schema: { tags, body: loginSchema } }, async (request, res) => {
    const { session, refresh, trustCookie } = await loginUser({
      ctx,
      input: request.body,
      address: addressGroup(request.ip),
      trustCookie: request.cookies[trustCookieName],
      afterReply,
    });
    setRefreshCookie(res, ctx, refresh);
    setTrustCookie(res, ctx, trustCookie);
    return reply(res, session, serverMessages.loginSucceeded);
  });

  app.post('/refresh-token', { schema: { tags } }, async (request, res) => {
    assertSameOrigin(request, ctx.config);
    const token = request.cookies[refreshCookieName];
    // A guest has no cookie: no session is an answer, not an error (no 401 on every guest visit).
    if (!token) return reply(res, null, serverMessages.noSession);
    try {
      const { session, refresh } = await refreshSession({ ctx, token });
      setRefreshCookie(res, ctx, refresh);
      return reply(res, session, serverMessages.sessionRefreshed);
    } catch (error) {
      clearRefreshCookie(res, ctx);
      throw error;
    }
  });

  app.post(
    '/logout',
    { schema: { tags, body: logoutSchema }, preHandler: authenticate },
    async (request, res) => {
      if (request.body.userId !== callerId(request)) throw forbidden();
      await logout({
        ctx,
        userId: request.body.userId,
        refreshToken: request.cookies[refreshCookieName],
        accessFamilyId: request.sessionFamilyId,
      });
      clearRefreshCookie(res, ctx);
      return reply(res, null, serverMessages.loggedOut);
    },
  );

  app.post('/google-login', { schema: { tags, body: googleLoginSchema } }, async (request, res) => {
    const { session, refresh } = await googleLogin({
      ctx,
      token: request.body.token,
      language: requestLanguage(request),
    });
    setRefreshCookie(res, ctx, refresh);
    return reply(res, session, serverMessages.loginSucceeded);
  });
};
