import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from './access-token';
import { endSessions } from './end-sessions';
import { startSession } from './session';

describe('access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const notifications = (token: string) =>
    t.app.inject({ url: '/api/notification', headers: { authorization: `Bearer ${token}` } });
  const bare = (claims: Record<string, unknown>, userId: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('kolekt')
      .setIssuedAt();

  it('are refused without an expiry', async () => {
    const { user } = await createUser(t.app);
    const endless = await bare({}, user.id).sign(t.app.ctx.secrets.jwtKey);
    const reply = await notifications(endless);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ success: false, statusCode: 401 });

    const bounded = await bare({}, user.id).setExpirationTime('5m').sign(t.app.ctx.secrets.jwtKey);
    expect((await notifications(bounded)).statusCode).toBe(200);
  });

  it('are refused once their user is gone, and by a guest route treated as a guest', async () => {
    const { user, token } = await createUser(t.app);
    const other = await createUser(t.app);
    await t.app.ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect((await notifications(token)).statusCode).toBe(401);
    const guestRead = await t.app.inject({
      url: `/api/user/${other.user.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(guestRead.statusCode).toBe(200);
  });

  it('are refused when issued before the user ended their sessions, to the millisecond', async () => {
    const { user } = await createUser(t.app);
    const before = await startSession(t.app.ctx, user);
    // Read once so this instance has the user cached: ending the sessions must clear it.
    expect((await notifications(before.session.accessToken)).statusCode).toBe(200);

    await endSessions(t.app.ctx, user.id);
    // Issued in the same second as the change, but after it: JWT `iat` alone could not tell.
    const after = await startSession(t.app.ctx, user);
    expect((await notifications(before.session.accessToken)).statusCode).toBe(401);
    expect((await notifications(after.session.accessToken)).statusCode).toBe(200);

    const [row] = await t.app.ctx.database.db
      .select({ sessionsEndedAt: users.sessionsEndedAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.sessionsEndedAt).toBeInstanceOf(Date);
  });

  it('carry the sign-in they came from and a millisecond issue time', async () => {
    const { user } = await createUser(t.app);
    const { session, refresh } = await startSession(t.app.ctx, user);
    const [, payload] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims.sid).toBe(refresh.familyId);
    expect(claims.iat_ms).toBeGreaterThanOrEqual((claims.iat as number) * 1000);
    expect(claims.exp).toBe((claims.iat as number) + 15 * 60);
    expect(await signAccessToken(user.id, t.app.ctx.secrets.jwtKey)).toMatch(/^ey/);
  });
});
