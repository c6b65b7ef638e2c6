import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endSessions } from '../features/auth/end-sessions';
import { startSession } from '../features/auth/session';
import { createUser } from '../test/factories';
import { waitFor } from '../test/hub-client';
import { watchHub } from '../test/hub-watch';
import { hasRedisServer } from '../test/redis-server';
import type { TestApp } from '../test/test-app';
import { startTwoInstances } from '../test/two-instances';

/** Ending sessions on one instance reaches sockets and cached users on another, over Redis. */
describe.runIf(hasRedisServer)('ended sessions across instances over Redis', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ one, two } = instances);
    await waitFor(() => one.app.ctx.redis?.status === 'ready', 10_000);
  });
  afterAll(() => instances.close());

  const notificationsOn = (app: TestApp, token: string) =>
    app.app.inject({ url: '/api/notification', headers: { authorization: `Bearer ${token}` } });

  it('closes a logged-out session’s socket held by the other instance', async () => {
    const { user } = await createUser(one.app);
    const { session, refresh } = await startSession(one.app.ctx, user);
    const onTwo = await watchHub(two.app, () => session.accessToken);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const logout = await one.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.accessToken}` },
      cookies: { kolekt_rt: refresh.token },
      payload: { userId: user.id },
    });
    expect(logout.statusCode).toBe(200);
    await waitFor(() => onTwo.closedWith !== null);
    expect(onTwo.closedWith).toContain('Session ended.');
  });

  it('closes sockets and drops the cached user on the other instance when sessions end', async () => {
    const { user } = await createUser(one.app);
    const { session } = await startSession(one.app.ctx, user);
    // Instance two has the user cached from a request it answered.
    expect((await notificationsOn(two, session.accessToken)).statusCode).toBe(200);
    const onTwo = await watchHub(two.app, () => session.accessToken);
    await new Promise((resolve) => setTimeout(resolve, 300));

    await endSessions(one.app.ctx, user.id);
    // Told to reconnect, then refused: its token is older than the end.
    await waitFor(() => onTwo.closedWith !== null);
    expect(onTwo.reconnecting).toBe(1);
    expect(onTwo.reconnected).toBe(0);
    expect((await notificationsOn(two, session.accessToken)).statusCode).toBe(401);
  });
});
