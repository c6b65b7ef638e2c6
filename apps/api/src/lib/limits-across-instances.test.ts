import { randomBytes, randomUUID } from 'node:crypto';
import { buildScraperApp, loadScraperConfig } from '@kolekt/scraper';
import { searchFixtures, startFixtureShop } from '@kolekt/scraper/test-support';
import {
  accountMessages,
  codeMessages,
  loginMessages,
  resendMessages,
  serverMessages,
} from '@kolekt/shared/server-messages';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validRegistration } from '../test/auth-helpers';
import { createCollection, createProduct, createUser } from '../test/factories';
import { waitFor } from '../test/hub-client';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue #30: with REDIS_URL set, every limit is one count for all instances. Each row spends a
 * limit's points alternately on two instances that share one Redis, under a key prefix of this
 * run's own; the next request must be refused on either instance: 429 in the envelope with
 * Retry-After.
 */

const redisUrl = process.env.TEST_REDIS_URL;

/** A fresh IPv4 address per use, so no row shares another row's per-address counts. */
const freshAddress = () => `10.${[...randomBytes(3)].join('.')}`;
const unique = () => randomUUID().slice(0, 8);

/** One instance's door: the api's paths, `/scraper/…` included, whichever pair answers. */
type Send = (options: InjectOptions) => Promise<LightMyRequestResponse>;
/** Sends one attempt at a limit through the given instance; `i` counts the attempts from 0. */
type Attempt = (send: Send, i: number) => Promise<LightMyRequestResponse>;

interface LimitRow {
  name: string;
  /** Two api instances, or two separately run scrapers (SCRAPER_URL set on the api). */
  on: 'api' | 'scraper';
  points: number;
  message: string;
  /** Makes what the row's attempts share (a user, an address), using the first api instance. */
  prepare: (api: FastifyInstance) => Promise<Attempt>;
}

const form = (body: Record<string, string>): InjectOptions => ({
  method: 'POST',
  payload: body,
  headers: { 'content-type': 'application/json' },
});

/** A search pass from the api for the user, as the web app asks for one before a search. */
async function searchPassOf(
  api: FastifyInstance,
  auth: Record<string, string>,
): Promise<Record<string, string>> {
  const res = await api.inject({ url: '/api/retailer-search/pass', headers: auth });
  const pass = res.statusCode === 200 ? (res.json().data?.pass as string) : undefined;
  return pass ? { 'x-search-pass': pass } : {};
}

const search = (headers: Record<string, string>, remoteAddress: string) =>
  ({ url: '/scraper/search?key=kahve', headers, remoteAddress }) satisfies InjectOptions;

const rows: LimitRow[] = [
  {
    name: 'writes per user',
    on: 'api',
    points: 40,
    message: serverMessages.tooManyRequests,
    async prepare(api) {
      const { auth } = await createUser(api);
      return (send) =>
        send({
          method: 'PUT',
          url: '/api/user/update',
          headers: auth,
          payload: { name: 'Ada', surname: 'Lovelace' },
          remoteAddress: freshAddress(),
        });
    },
  },
  {
    name: 'writes per address',
    on: 'api',
    points: 45,
    message: serverMessages.tooManyRequests,
    async prepare() {
      const remoteAddress = freshAddress();
      return (send) => send({ method: 'POST', url: '/api/auth/refresh-token', remoteAddress });
    },
  },
  {
    name: 'failed logins per account',
    on: 'api',
    points: 5,
    message: loginMessages.tooMany,
    async prepare() {
      const email = `nobody-${unique()}@example.com`;
      return (send) =>
        send({
          url: '/api/auth/login',
          ...form({ email, password: 'Wr0ng!pass' }),
          remoteAddress: freshAddress(),
        });
    },
  },
  {
    name: 'failed logins per account and client',
    on: 'api',
    points: 3,
    message: loginMessages.tooMany,
    async prepare() {
      const [email, remoteAddress] = [`nobody-${unique()}@example.com`, freshAddress()];
      return (send) =>
        send({ url: '/api/auth/login', ...form({ email, password: 'Wr0ng!pass' }), remoteAddress });
    },
  },
  {
    name: 'failed logins per address',
    on: 'api',
    points: 10,
    message: loginMessages.tooMany,
    async prepare() {
      const remoteAddress = freshAddress();
      return (send, i) =>
        send({
          url: '/api/auth/login',
          ...form({ email: `nobody-${unique()}-${i}@example.com`, password: 'Wr0ng!pass' }),
          remoteAddress,
        });
    },
  },
  {
    name: 'registrations per address',
    on: 'api',
    points: 4,
    message: serverMessages.tooManyRequests,
    async prepare() {
      const remoteAddress = freshAddress();
      return (send, i) => {
        const id = `${unique()}${i}`;
        const body = { ...validRegistration, userName: `u_${id}`, email: `${id}@example.com` };
        return send({ url: '/api/auth/register', ...form(body), remoteAddress });
      };
    },
  },
  {
    name: 'sign-ups per e-mail',
    on: 'api',
    points: 5,
    message: serverMessages.tooManyRequests,
    async prepare() {
      const email = `signup-${unique()}@example.com`;
      return (send, i) => {
        const body = { ...validRegistration, userName: `s_${unique()}${i}`, email };
        return send({ url: '/api/auth/register', ...form(body), remoteAddress: freshAddress() });
      };
    },
  },
  {
    name: 'code tries per e-mail',
    on: 'api',
    points: 10,
    message: codeMessages.tooMany,
    async prepare() {
      const email = `tries-${unique()}@example.com`;
      return (send) =>
        send({
          url: '/api/auth/reset-password',
          ...form({ email, otp: 'ABCDEF', password: 'N3w!secret' }),
          remoteAddress: freshAddress(),
        });
    },
  },
  {
    name: 'code tries per client',
    on: 'api',
    points: 30,
    message: codeMessages.tooMany,
    async prepare() {
      const remoteAddress = freshAddress();
      return (send, i) =>
        send({
          url: '/api/auth/verify-email',
          ...form({ email: `tries-${unique()}-${i}@example.com`, otp: 'ABCDEF' }),
          remoteAddress,
        });
    },
  },
  {
    name: 'one sign-up code a minute per e-mail',
    on: 'api',
    points: 1,
    message: resendMessages.tooSoon,
    async prepare() {
      const email = `code-${unique()}@example.com`;
      return (send) =>
        send({
          url: '/api/auth/resend-code',
          ...form({ email }),
          remoteAddress: freshAddress(),
        });
    },
  },
  {
    name: 'password reset codes per e-mail',
    on: 'api',
    points: 3,
    message: accountMessages.tooManyCodes,
    async prepare() {
      const email = `reset-${unique()}@example.com`;
      return (send) =>
        send({
          url: '/api/auth/forgot-password',
          ...form({ email }),
          remoteAddress: freshAddress(),
        });
    },
  },
  {
    name: 'codes per address',
    on: 'api',
    points: 10,
    message: serverMessages.tooManyRequests,
    async prepare() {
      const remoteAddress = freshAddress();
      return (send, i) =>
        send({
          url: '/api/auth/forgot-password',
          ...form({ email: `reset-${unique()}-${i}@example.com` }),
          remoteAddress,
        });
    },
  },
  {
    name: 'product links read per user',
    on: 'api',
    points: 30,
    message: serverMessages.scrapeTooMany,
    async prepare(api) {
      const { user, auth } = await createUser(api);
      const { id: collectionId } = await createCollection(api, user.id);
      // A page the shop does not have: each read still costs a fetch, so each counts.
      const url = shop.url(`/gone-${unique()}`);
      return (send) =>
        send({
          url: '/api/product/scrape/collection',
          ...form({ url, collectionId }),
          headers: { ...auth, 'content-type': 'application/json' },
          remoteAddress: freshAddress(),
        });
    },
  },
  {
    name: 'analyses computed per user',
    on: 'api',
    points: 10,
    message: serverMessages.analysisTooMany,
    async prepare(api) {
      const { user, auth } = await createUser(api);
      const { id: collectionId } = await createCollection(api, user.id);
      // Unconfirmed, so its analysis is never stored and every ask computes one.
      const product = await createProduct(api, { confirmedAt: null }, [collectionId]);
      return (send) =>
        send({
          method: 'POST',
          url: `/api/product/analyze/${product.id}`,
          headers: auth,
          remoteAddress: freshAddress(),
        });
    },
  },
  {
    name: 'retailer searches per guest address (scraper in the api)',
    on: 'api',
    points: 4,
    message: serverMessages.retailerSearchTooMany,
    async prepare() {
      // Any address in one /64 counts as that /64.
      const prefix = `2001:db8:${randomBytes(2).toString('hex')}:1`;
      return (send, i) => send(search({}, `${prefix}::${i + 1}`));
    },
  },
  {
    name: 'retailer searches per user (scraper in the api)',
    on: 'api',
    points: 6,
    message: serverMessages.retailerSearchTooMany,
    async prepare(api) {
      const headers = await searchPassOf(api, (await createUser(api)).auth);
      return (send) => send(search(headers, freshAddress()));
    },
  },
  {
    name: 'retailer searches per guest address (scraper on its own)',
    on: 'scraper',
    points: 4,
    message: serverMessages.retailerSearchTooMany,
    async prepare() {
      const prefix = `2001:db8:${randomBytes(2).toString('hex')}:2`;
      return (send, i) => send(search({}, `${prefix}::${i + 1}`));
    },
  },
  {
    name: 'retailer searches per user (scraper on its own)',
    on: 'scraper',
    points: 6,
    message: serverMessages.retailerSearchTooMany,
    async prepare(api) {
      const headers = await searchPassOf(api, (await createUser(api)).auth);
      return (send) => send(search(headers, freshAddress()));
    },
  },
];

const doorOf: Record<LimitRow['on'], (app: FastifyInstance) => Send> = {
  api: (app) => (options) => app.inject(options),
  // A scraper on its own serves at its root what the api mounts under /scraper.
  scraper: (app) => (options) =>
    app.inject({ ...options, url: String(options.url).replace(/^\/scraper/, '') }),
};

function expectRefused(res: LightMyRequestResponse, message: string) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.json()).toEqual({
    success: false,
    message,
    data: { retryAfterSeconds: retryAfter },
    statusCode: 429,
  });
}

let shop: Awaited<ReturnType<typeof startFixtureShop>>;

describe.runIf(redisUrl)('every limit, on two instances sharing one Redis', () => {
  let apis: TestApp[];
  let scrapers: FastifyInstance[];

  beforeAll(async () => {
    const trendyol = searchFixtures.trendyol;
    shop = await startFixtureShop({ [trendyol.path.split('?')[0]!]: { body: trendyol.page } });
    const env = {
      REDIS_URL: redisUrl!,
      // This run's own keys: other runs and files on the same Redis count apart.
      REDIS_KEY_PREFIX: `test:${randomUUID()}:`,
      SCRAPER_SIGNING_KEY: randomBytes(32).toString('base64url'),
      SCRAPER_ALLOWED_HOSTS: shop.hostPort,
      SCRAPER_SEARCH_STORES: 'trendyol',
      SCRAPER_SEARCH_BASE_URLS: JSON.stringify({ trendyol: shop.url('') }),
      RATE_LIMIT_WRITES_PER_MINUTE: '40',
      // Above the 30 code tries per client, so that row meets its own limit first.
      RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '45',
      RATE_LIMIT_REGISTRATIONS_PER_HOUR: '4',
      RATE_LIMIT_SEARCHES_PER_MINUTE: '4',
      RATE_LIMIT_USER_SEARCHES_PER_MINUTE: '6',
    };
    const one = await createTestApp(env);
    apis = [one, await createTestApp(env, { database: one.database })];
    scrapers = await Promise.all(
      [1, 2].map(() => buildScraperApp(loadScraperConfig({ ...env, LOG_LEVEL: 'silent' }))),
    );
    // The scrapers' own connections are up long before their rows, which come last.
    await waitFor(() => apis.every(({ app }) => app.ctx.redis?.status === 'ready'), 10_000);
  });
  afterAll(async () => {
    await Promise.all(scrapers.map((scraper) => scraper.close()));
    for (const { close } of apis.toReversed()) await close();
    await shop.close();
  });

  it.each(rows)('$name', async ({ on, points, message, prepare }) => {
    const pair = (on === 'api' ? apis.map(({ app }) => app) : scrapers).map(doorOf[on]);
    const attempt = await prepare(apis[0]!.app);
    for (let i = 0; i < points; i++) {
      const res = await attempt(pair[i % 2]!, i);
      expect([i, res.statusCode]).not.toEqual([i, 429]);
    }
    expectRefused(await attempt(pair[points % 2]!, points), message);
    expectRefused(await attempt(pair[(points + 1) % 2]!, points + 1), message);
  });
});
