import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startSession } from './session';

describe('logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { kolekt_rt: token },
    });
  const logout = (userId: string, accessToken: string, cookies: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${accessToken}` },
      cookies,
      payload: { userId },
    });

  it('ends the sign-in of the access token even when the refresh cookie is missing', async () => {
    const { user } = await createUser(t.app);
    const signedOut = await startSession(t.app.ctx, user);
    const other = await startSession(t.app.ctx, user);

    expect((await logout(user.id, signedOut.session.accessToken)).statusCode).toBe(200);
    expect((await refresh(signedOut.refresh.token)).statusCode).toBe(401);
    expect((await refresh(other.refresh.token)).statusCode).toBe(200);
  });

  it('ends the cookie’s sign-in and never another user’s', async () => {
    const { user } = await createUser(t.app);
    const stranger = await startSession(t.app.ctx, (await createUser(t.app)).user);
    const mine = await startSession(t.app.ctx, user);

    const reply = await logout(user.id, mine.session.accessToken, {
      kolekt_rt: stranger.refresh.token,
    });
    expect(reply.statusCode).toBe(200);
    expect((await refresh(mine.refresh.token)).statusCode).toBe(401);
    expect((await refresh(stranger.refresh.token)).statusCode).toBe(200);
  });
});
