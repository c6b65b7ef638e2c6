import type { FastifyInstance } from 'fastify';
import { post, refreshCookieOf } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { hashPassword } from '../auth/password';

export const password = 'Str0ng!pass';
export const newPassword = 'N3w!secret';

/** A verified user with a password, and one signed-in session of theirs (as the login form makes). */
export async function userWithPassword(
  app: FastifyInstance,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const created = await createUser(app, {
    passwordHash: await hashPassword(password),
    ...overrides,
  });
  return { ...created, session: await logIn(app, created.user.email, password) };
}

export async function logIn(app: FastifyInstance, email: string, secret: string) {
  const response = await post(app, '/api/auth/login', { email, password: secret });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const accessToken: string = response.json().data.accessToken;
  return {
    accessToken,
    auth: { authorization: `Bearer ${accessToken}` },
    refresh: refreshCookieOf(response)!,
  };
}

/** Whether a refresh token still gets a new session. */
export async function refreshWorks(app: FastifyInstance, token: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    cookies: { kolekt_rt: token },
  });
  return response.statusCode === 200;
}

/** Whether an access token is still taken by a signed-in route. */
export async function accessWorks(app: FastifyInstance, headers: Record<string, string>) {
  const response = await app.inject({ url: '/api/collection/active', headers });
  return response.statusCode === 200;
}
