import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logIn,
  newPassword,
  password,
  userWithPassword,
} from '../features/account/account-test-helpers';
import { endSessions } from '../features/auth/end-sessions';
import { startSession } from '../features/auth/session';
import { createUser } from '../test/factories';
import { waitFor } from '../test/hub-client';
import { upgradeStatus, watchHub } from '../test/hub-watch';
import { createTestApp, type TestApp } from '../test/test-app';
import { maxSocketsPerUser } from './notification-hub';

describe('the hub guards its sockets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://kolekt.example',
      CORS_ORIGINS: 'https://app.kolekt.example',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const signIn = async () => {
    const { user } = await createUser(t.app);
    return { user, ...(await startSession(t.app.ctx, user)) };
  };

  it('refuses a foreign Origin and accepts its own, the configured ones and none', async () => {
    const { token } = await createUser(t.app);
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const statusFrom = async (origin?: string) => {
      const { status, socket } = await upgradeStatus(t.app, token, origin ? { origin } : {});
      socket?.close();
      return status;
    };
    expect(await statusFrom('https://evil.example')).toBe(403);
    expect(await statusFrom('https://kolekt.example.evil.example')).toBe(403);
    expect(await statusFrom('null')).toBe(403);
    expect(await statusFrom('https://kolekt.example')).toBe(101);
    expect(await statusFrom('https://app.kolekt.example')).toBe(101);
    expect(await statusFrom(`http://127.0.0.1:${port}`)).toBe(101);
    expect(await statusFrom()).toBe(101);
  });

  it(`caps one user at ${maxSocketsPerUser} sockets, refusing the new ones`, async () => {
    const { token } = await createUser(t.app);
    const attempts = await Promise.all(
      Array.from({ length: 300 }, () => upgradeStatus(t.app, token)),
    );
    const opened = attempts.filter((attempt) => attempt.status === 101);
    expect(opened).toHaveLength(maxSocketsPerUser);
    expect(attempts.filter((attempt) => attempt.status === 429)).toHaveLength(
      300 - maxSocketsPerUser,
    );
    // Another user is not affected, and a freed place can be taken again.
    const other = await createUser(t.app);
    const theirs = await upgradeStatus(t.app, other.token);
    expect(theirs.status).toBe(101);
    theirs.socket?.close();
    const closed = opened[0]!.socket!;
    await new Promise((resolve) => {
      closed.once('close', resolve);
      closed.close();
    });
    const again = await upgradeStatus(t.app, token);
    expect(again.status).toBe(101);
    for (const { socket } of [...opened, again]) socket?.close();
  });

  it('closes the sockets of a session that logs out, and only those', async () => {
    const a = await signIn();
    const b = { ...(await startSession(t.app.ctx, a.user)), user: a.user };
    const onA = await watchHub(t.app, () => a.session.accessToken);
    const onB = await watchHub(t.app, () => b.session.accessToken);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${a.session.accessToken}` },
      cookies: { kolekt_rt: a.refresh.token },
      payload: { userId: a.user.id },
    });
    expect(logout.statusCode).toBe(200);
    await waitFor(() => onA.closedWith !== null);
    expect(onA.closedWith).toContain('Session ended.');
    expect(onA.reconnecting).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onB.closedWith).toBeNull();
    expect(onB.connection.state).toBe('Connected');
    // The signed-out access token is not expired yet, but opens no socket any more.
    expect((await upgradeStatus(t.app, a.session.accessToken)).status).toBe(401);
    await onB.connection.stop();
  });

  it('closes every socket when the sessions end; the kept sign-in reconnects fresh', async () => {
    const kept = await signIn();
    const other = await startSession(t.app.ctx, kept.user);
    // What the web app does when told to reconnect: its token factory refreshes first.
    const refreshKept = async () => {
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        cookies: { kolekt_rt: kept.refresh.token },
      });
      expect(refreshed.statusCode).toBe(200);
      return refreshed.json().data.accessToken as string;
    };
    let ended = false;
    let refreshed: Promise<string> | undefined;
    const onKept = await watchHub(t.app, () =>
      ended ? (refreshed ??= refreshKept()) : kept.session.accessToken,
    );
    const onOther = await watchHub(t.app, () => other.session.accessToken);

    ended = true;
    await endSessions(t.app.ctx, kept.user.id, { keepFamilyId: kept.refresh.familyId });

    // Both are told to reconnect; only the kept one has a token that is let back in.
    await waitFor(() => onOther.closedWith !== null);
    expect(onOther.reconnected).toBe(0);
    await waitFor(() => onKept.reconnected === 1);
    expect(onKept.closedWith).toBeNull();
    // The other sign-in cannot come back: its token predates the end, its refresh is revoked.
    expect((await upgradeStatus(t.app, other.session.accessToken)).status).toBe(401);
    const otherRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { kolekt_rt: other.refresh.token },
    });
    expect(otherRefresh.statusCode).toBe(401);
    await onKept.connection.stop();
  });

  it('password change and account deletion close the user’s sockets through their routes', async () => {
    const me = await userWithPassword(t.app);
    const elsewhere = await logIn(t.app, me.user.email, password);
    let myToken: Promise<string> | string = me.session.accessToken;
    const onMine = await watchHub(t.app, () => myToken);
    const onElsewhere = await watchHub(t.app, () => elsewhere.accessToken);

    // The reply's fresh token is what this client reconnects with, however soon it is told to.
    myToken = t.app
      .inject({
        method: 'POST',
        url: '/api/user/password',
        headers: me.session.auth,
        payload: { currentPassword: password, newPassword },
      })
      .then((changed) => {
        expect(changed.statusCode).toBe(200);
        return changed.json().data.accessToken as string;
      });
    const freshToken = await myToken;
    await waitFor(() => onElsewhere.closedWith !== null);
    await waitFor(() => onMine.reconnected === 1);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { authorization: `Bearer ${freshToken}` },
      payload: { password: newPassword },
    });
    expect(deleted.statusCode).toBe(200);
    await waitFor(() => onMine.closedWith !== null);
    expect(onMine.reconnected).toBe(1);
    expect((await upgradeStatus(t.app, freshToken)).status).toBe(401);
  });

  it('closes a socket when its token expires and lets the client reconnect fresh', async () => {
    const { user, session } = await signIn();
    const shortLived = await new SignJWT({ iat_ms: Date.now() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('kolekt')
      .setIssuedAt()
      .setExpirationTime('2s')
      .sign(t.app.ctx.secrets.jwtKey);
    let token = shortLived;
    const hub = await watchHub(t.app, () => token);
    token = session.accessToken;

    await waitFor(() => hub.reconnected === 1, 5000);
    expect(hub.reconnecting).toBe(1);
    expect(hub.closedWith).toBeNull();
    await hub.connection.stop();
  });
});
