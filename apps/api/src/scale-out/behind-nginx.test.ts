import { readEvents, searchFixtures } from '@kolekt/scraper/test-support';
import type { Collection } from '@kolekt/shared/collection';
import type { Product } from '@kolekt/shared/product';
import { loginMessages } from '@kolekt/shared/server-messages';
import type { PublicConfig, Session } from '@kolekt/shared/user';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standingTtlMs } from '../features/auth/session-standing';
import { throttleRules } from '../features/auth/sign-in-throttle';
import { connectHubAt, waitFor } from '../test/hub-client';
import { browserAt } from './browser-address';
import { createCleanups } from './cleanups';
import { call, createAccount, runAddresses, signIn, signUp, type SignedIn } from './client';
import { loggedRequests } from './kolekt-process';
import { hasNginx, type ProxiedRequest } from './nginx';
import { kettle, searchPath, searchShops, startScaleOutStack, type ScaleOutStack } from './stack';

const databaseServerUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const runnable = Boolean(databaseServerUrl && redisUrl && hasNginx);

/**
 * Issue #13, "More than one machine": two api processes and a scraper process on the machine's
 * PostgreSQL and Redis, behind nginx running deploy/nginx.conf (round robin, no sticky sessions).
 * What a user starts on one instance holds on the other, and through the proxy whichever answers.
 */
describe.skipIf(!runnable)('two api instances and a scraper behind nginx', () => {
  const cleanups = createCleanups();
  const nextAddress = runAddresses();
  let stack: ScaleOutStack;
  let one: string;
  let two: string;
  let proxy: string;

  beforeAll(async () => {
    stack = await startScaleOutStack({
      databaseServerUrl: databaseServerUrl!,
      redisUrl: redisUrl!,
      cleanups,
    });
    [one, two, proxy] = [stack.one.origin, stack.two.origin, stack.nginx.origin];
  }, 120_000);
  afterAll(() => cleanups.run(), 60_000);

  /** A verified user, signed in on `origin`, from an address of this run. */
  async function signedInUser(origin: string): Promise<SignedIn> {
    const address = nextAddress();
    const account = await createAccount(one, stack.smtp.codeFor, address);
    return signIn(origin, account, { headers: { 'x-forwarded-for': address } });
  }

  async function publicCollection(origin: string, owner: SignedIn, name: string) {
    const created = await call<Collection>(origin, 'POST', '/api/collection/create', {
      token: owner.token,
      body: { name, description: 'Shared across instances', isPublic: true },
    });
    expect(created.status).toBe(201);
    return created.body.data!;
  }

  async function holdHub(origin: string, token: string, pageOrigin?: string) {
    const hub = await connectHubAt(origin, token, pageOrigin);
    cleanups.add('hub socket', () => hub.connection.stop());
    return hub;
  }

  const like = (origin: string, liker: SignedIn, collectionId: string) =>
    call(origin, 'POST', '/api/like/create', {
      token: liker.token,
      body: { CollectionId: collectionId },
    });

  it('signs in on one instance and refreshes the session on the other', async () => {
    const session = await signedInUser(one);
    const refreshed = await call<Session>(two, 'POST', '/api/auth/refresh-token', {
      refreshCookie: session.refreshCookie,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data?.user.id).toBe(session.userId);
    expect(refreshed.refreshCookie).toMatch(/.{20,}/);
    const token = refreshed.body.data!.accessToken;
    expect((await call(one, 'GET', '/api/notification', { token })).status).toBe(200);

    // The cookie rotated out on instance two is spent on instance one too: its reuse ends the
    // sign-in everywhere, so the newest cookie no longer works on instance two either.
    const reused = await call(one, 'POST', '/api/auth/refresh-token', {
      refreshCookie: session.refreshCookie,
    });
    expect(reused.status).toBe(401);
    const newest = await call(two, 'POST', '/api/auth/refresh-token', {
      refreshCookie: refreshed.refreshCookie,
    });
    expect(newest.status).toBe(401);
  });

  it('delivers a like sent through instance two to a socket held by instance one', async () => {
    const owner = await signedInUser(one);
    const liker = await signedInUser(two);
    const collection = await publicCollection(one, owner, 'Kettles on one');
    const hub = await holdHub(one, owner.token);

    expect((await like(two, liker, collection.id)).status).toBe(200);
    await waitFor(() => hub.received.length === 1);
    expect(hub.received[0]).toMatchObject({
      type: 'like',
      params: { collectionId: collection.id, collectionName: 'Kettles on one' },
    });
  });

  it('counts failed sign-ins made alternately on both instances against one limit', async () => {
    const address = nextAddress();
    const account = await createAccount(one, stack.smtp.codeFor, address);
    const tryLogin = (origin: string, password: string) =>
      call(origin, 'POST', '/api/auth/login', {
        body: { email: account.email, password },
        headers: { 'x-forwarded-for': address },
      });
    // One client's free tries on one account (decision 0056), spent on both instances.
    for (let i = 0; i < throttleRules.pair.free; i++) {
      const reply = await tryLogin(i % 2 === 0 ? one : two, 'Wr0ng!pass');
      expect([i, reply.status]).toEqual([i, 401]);
    }
    // The next waits whichever instance gets it, even with the right password.
    for (const origin of [two, one]) {
      const blocked = await tryLogin(origin, account.password);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(loginMessages.tooMany);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('drops a user cached by one instance when the other ends their sessions', async () => {
    const address = nextAddress();
    const account = await createAccount(one, stack.smtp.codeFor, address);
    const onOne = await signIn(one, account, { headers: { 'x-forwarded-for': address } });
    const onTwo = await signIn(two, account, { headers: { 'x-forwarded-for': address } });
    // Instance two reads the user's standing for this request and keeps it for standingTtlMs.
    expect((await call(two, 'GET', '/api/notification', { token: onTwo.token })).status).toBe(200);
    const cachedAt = Date.now();

    const changed = await call<Session>(one, 'POST', '/api/user/password', {
      token: onOne.token,
      body: { currentPassword: account.password, newPassword: 'N3w!password' },
    });
    expect(changed.status).toBe(200);
    // Refused long before the cached entry would have expired: the bus dropped it on two.
    let refusedAt = 0;
    while (!refusedAt && Date.now() - cachedAt < standingTtlMs) {
      const reply = await call(two, 'GET', '/api/notification', { token: onTwo.token });
      if (reply.status === 401) refusedAt = Date.now();
      else await sleep(20);
    }
    expect(refusedAt - cachedAt).toBeGreaterThan(0);
    expect(refusedAt - cachedAt).toBeLessThan(standingTtlMs);
    // The sign-in kept by the change works on two with its new token; the other one is gone.
    const fresh = changed.body.data!.accessToken;
    expect((await call(two, 'GET', '/api/notification', { token: fresh })).status).toBe(200);
    const ended = await call(two, 'POST', '/api/auth/refresh-token', {
      refreshCookie: onTwo.refreshCookie,
    });
    expect(ended.status).toBe(401);
  });

  it('replays a create sent again with its Idempotency-Key to the other instance', async () => {
    const owner = await signedInUser(one);
    const send = (origin: string) =>
      call<Collection>(origin, 'POST', '/api/collection/create', {
        token: owner.token,
        body: { name: 'Sent twice', description: 'One collection only', isPublic: false },
        headers: { 'idempotency-key': `scale-out-${owner.userId}` },
      });
    const first = await send(one);
    const again = await send(two);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data?.id).toBe(first.body.data?.id);
  });

  it('spreads requests through nginx over both instances, one session across them', async () => {
    const address = nextAddress();
    const account = await createAccount(one, stack.smtp.codeFor, address);
    const before = (await stack.nginx.requests()).length;
    let session = await signIn(proxy, account);
    // Three requests a round, so round robin sends each kind to both instances in turn. The
    // refresh is a browser's: the page's Origin, checked against the Host nginx passes on.
    for (let round = 0; round < 6; round++) {
      const refreshed = await call<Session>(proxy, 'POST', '/api/auth/refresh-token', {
        refreshCookie: session.refreshCookie,
        headers: { origin: proxy },
      });
      expect([round, refreshed.status]).toEqual([round, 200]);
      session = {
        ...session,
        token: refreshed.body.data!.accessToken,
        refreshCookie: refreshed.refreshCookie!,
      };
      for (let read = 0; read < 2; read++) {
        const notifications = await call(proxy, 'GET', '/api/notification', {
          token: session.token,
        });
        expect([round, read, notifications.status]).toEqual([round, read, 200]);
      }
    }
    const served = (
      await stack.nginx.requests(
        (logged) =>
          logged.slice(before).filter((request) => request.path === '/api/notification').length >=
          12,
      )
    ).slice(before);
    const both = new Set([stack.one.upstream, stack.two.upstream]);
    for (const path of ['/api/auth/refresh-token', '/api/notification']) {
      const answered = served.filter((request) => request.path === path);
      expect(answered.length).toBeGreaterThanOrEqual(6);
      expect([path, new Set(answered.map((request) => request.upstream))]).toEqual([path, both]);
    }
  });

  it('delivers likes sent through nginx to a hub socket held through nginx', async () => {
    const owner = await signedInUser(proxy);
    const liker = await signedInUser(proxy);
    const collections = [];
    for (const name of [
      'Through nginx 1',
      'Through nginx 2',
      'Through nginx 3',
      'Through nginx 4',
    ]) {
      collections.push(await publicCollection(proxy, owner, name));
    }
    const hub = await holdHub(proxy, owner.token);
    const before = (await stack.nginx.requests()).length;

    for (const collection of collections) {
      expect((await like(proxy, liker, collection.id)).status).toBe(200);
    }
    await waitFor(() => hub.received.length === collections.length);
    expect(hub.received.map((notification) => notification.type)).toEqual(
      collections.map(() => 'like'),
    );
    // Round robin sent the likes to both instances; the socket is held by one of them.
    const isLike = (request: ProxiedRequest) => request.path === '/api/like/create';
    const likes = (
      await stack.nginx.requests(
        (logged) => logged.slice(before).filter(isLike).length >= collections.length,
      )
    )
      .slice(before)
      .filter(isLike);
    expect(new Set(likes.map((request) => request.upstream))).toEqual(
      new Set([stack.one.upstream, stack.two.upstream]),
    );
  });

  it('adds a product through nginx that the separate scraper reads', async () => {
    const owner = await signedInUser(proxy);
    const scrapes = loggedRequests(stack.scraper, 'POST', '/scrape');
    const created = await call<Collection>(proxy, 'POST', '/api/collection/create', {
      token: owner.token,
      body: { name: 'Scraped', description: '', isPublic: false },
    });
    const added = await call<Product>(proxy, 'POST', '/api/product/scrape/collection', {
      token: owner.token,
      body: { url: stack.shop.url(kettle.path), collectionId: created.body.data!.id },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ title: kettle.name, url: stack.shop.url(kettle.path) });
    expect(stack.shop.requests.map((request) => request.url)).toContain(kettle.path);
    await waitFor(() => loggedRequests(stack.scraper, 'POST', '/scrape') === scrapes + 1);
  });

  it('proxies health checks and the search stream, never the scraper’s fetch route', async () => {
    const scrapes = loggedRequests(stack.scraper, 'POST', '/scrape');
    const health = await call<{ databaseKind: string }>(proxy, 'GET', '/api/health');
    expect([health.status, health.body.data?.databaseKind]).toEqual([200, 'postgres']);
    const scraperHealth = await call<{ service: string }>(proxy, 'GET', '/scraper/health');
    expect([scraperHealth.status, scraperHealth.body.data?.service]).toEqual([200, 'scraper']);

    const search = await fetch(
      `${proxy}/scraper/search?key=kettle-${Date.now()}&pageIndex=1&pageSize=12`,
    );
    expect(search.headers.get('content-type')).toContain('text/event-stream');
    expect(await search.text()).toContain('"message":"completed"');

    const outside = await fetch(`${proxy}/scraper/scrape`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: stack.shop.url(kettle.path) }),
    });
    await outside.arrayBuffer();
    expect(outside.status).toBe(404);
    expect(loggedRequests(stack.scraper, 'POST', '/scrape')).toBe(scrapes);

    // Nothing else of the scraper's passes either: nginx answers itself.
    const before = (await stack.nginx.requests()).length;
    for (const path of ['/scraper/scrape/', '/scraper/']) {
      const other = await fetch(proxy + path);
      await other.arrayBuffer();
      expect([path, other.status]).toEqual([path, 404]);
    }
    const others = (await stack.nginx.requests((logged) => logged.length >= before + 2)).slice(
      before,
    );
    expect(others.map((request) => request.upstream)).toEqual(['-', '-']);
  });

  /**
   * Issue #30: a browser on the public address of compose.yaml's deployment, every request
   * through nginx. On the address compose gives the scraper (SCRAPER_URL) a browser reaches
   * nothing, so whatever the api hands the browser must be on the public origin.
   */
  describe('a browser on the public address, as compose.yaml ships it', () => {
    let browser: ReturnType<typeof browserAt>;
    let owner: SignedIn;
    let liker: SignedIn;

    beforeAll(() => {
      browser = browserAt(cleanups);
    });

    async function signedUp() {
      const account = await signUp(proxy, stack.smtp.codeFor, browser.dispatcher);
      return signIn(proxy, account, { dispatcher: browser.dispatcher });
    }

    it('signs up with the code from the mail, signs in and keeps the session', async () => {
      owner = await signedUp();
      liker = await signedUp();
      expect(owner.userId).not.toBe(liker.userId);
      // The page renews its session with the cookie, from the public origin.
      const refreshed = await call<Session>(proxy, 'POST', '/api/auth/refresh-token', {
        refreshCookie: owner.refreshCookie,
        headers: { origin: proxy },
        dispatcher: browser.dispatcher,
      });
      expect([refreshed.status, refreshed.body.data?.user.id]).toEqual([200, owner.userId]);
      owner = { ...owner, token: refreshed.body.data!.accessToken };
    });

    it('streams the live search from where /api/config sends the browser, through nginx', async () => {
      const config = await call<PublicConfig>(proxy, 'GET', '/api/config');
      // The web app fetches `${scraperUrl}/search` from its page on the public address.
      const search = new URL(`${config.body.data!.scraperUrl.replace(/\/$/, '')}/search`, proxy);
      expect(search.origin).toBe(proxy);
      search.search = new URLSearchParams({
        key: `kahve ${randomBytes(4).toString('hex')}`,
        pageIndex: '1',
        pageSize: '12',
      }).toString();
      const before = (await stack.nginx.requests()).length;

      // The slow shop answers only once the down shop's event has come through nginx. That event
      // is short: a proxy that held short writes back would keep it, and the slow shop waiting,
      // until the search gave up on the slow shop.
      const release = stack.shop.hold(searchPath(searchShops.slow));
      const streamed = await readEvents(search.href, { onEvent: release });
      release();

      expect(streamed.headers.get('content-type')).toContain('text/event-stream');
      const messages = streamed.events.map((event) => event.message);
      expect(messages.map((message) => message.message)).toEqual(['wait', 'wait', 'completed']);
      expect(messages[0]!.data.items).toEqual([]);
      const found = messages.at(-1)!.data;
      expect(found.shops!.map((shop) => [shop.id, shop.status])).toEqual([
        [searchShops.down, 'failed'],
        [searchShops.slow, 'answered'],
      ]);
      const expected = searchFixtures[searchShops.slow].expected(stack.shop.url(''));
      expect(found.items.map((item) => item.title)).toEqual(expected.map((item) => item.title));
      const isSearch = (request: ProxiedRequest) => request.path === '/scraper/search';
      const searches = (await stack.nginx.requests((logged) => logged.slice(before).some(isSearch)))
        .slice(before)
        .filter(isSearch);
      expect(searches).toEqual([
        { method: 'GET', path: '/scraper/search', status: 200, upstream: stack.scraper.upstream },
      ]);
    });

    it('tells the owner over the hub socket through nginx that their collection was liked', async () => {
      const collection = await publicCollection(proxy, owner, 'Liked through nginx');
      const hub = await holdHub(proxy, owner.token, proxy);
      const liked = await call(proxy, 'POST', '/api/like/create', {
        token: liker.token,
        body: { CollectionId: collection.id },
        dispatcher: browser.dispatcher,
      });
      expect(liked.status).toBe(200);
      await waitFor(() => hub.received.length === 1);
      expect(hub.received[0]).toMatchObject({
        type: 'like',
        params: { collectionId: collection.id, collectionName: 'Liked through nginx' },
      });
    });
  });
});
