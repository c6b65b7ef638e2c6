import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { jsonLdProductPage, startFixtureShop } from '../test/fixture-shop';
import type { Cleanups } from './cleanups';
import { createDatabase } from './database';
import { apiDir, scraperDir, startKolektProcess } from './kolekt-process';
import { startNginx } from './nginx';

export const kettle = { name: 'Çelik Kettle 1.7 L', path: '/kettle' };

/**
 * Production's shape on one machine: a scraper process, two api processes on one PostgreSQL
 * database and the machine's Redis, and nginx in front of them with deploy/nginx.conf.
 */
export async function startScaleOutStack(options: {
  databaseServerUrl: string;
  redisUrl: string;
  cleanups: Cleanups;
}) {
  const { cleanups, redisUrl } = options;
  const dir = await mkdtemp(path.join(tmpdir(), 'kolekt-scale-out-'));
  cleanups.add('temporary folder', () => rm(dir, { recursive: true, force: true }));
  const databaseUrl = await createDatabase(options.databaseServerUrl, cleanups);

  const shop = await startFixtureShop({
    [kettle.path]: {
      body: jsonLdProductPage({
        name: kettle.name,
        price: '1299.90',
        currency: 'TRY',
        image: '/img/kettle.jpg',
      }),
    },
  });
  cleanups.add('fixture shop', shop.close);

  // What every instance must share (docs/deployment.md); the scraper shares the signing key.
  const jwtSecret = randomBytes(48).toString('base64url');
  const signingKey = randomBytes(32).toString('base64url');
  const vapid = webpush.generateVAPIDKeys();
  const common = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    REDIS_URL: redisUrl,
  };

  // Only the scraper may reach the fixture shop on 127.0.0.1: a product read by an api instance
  // itself would be refused as a private address, so a product added proves the scraper read it.
  const scraper = await startKolektProcess({
    name: 'scraper',
    workspaceDir: scraperDir,
    env: {
      ...common,
      SCRAPER_PORT: '0',
      SCRAPER_ALLOWED_HOSTS: shop.host,
      SCRAPER_SIGNING_KEY: signingKey,
      // The live search asks one shop, this fixture (a 404: the shop fails, the stream completes).
      SCRAPER_SEARCH_STORES: 'trendyol',
      SCRAPER_SEARCH_BASE_URLS: JSON.stringify({ trendyol: shop.url('') }),
      // Searches reach it through nginx: the guests' limit counts the address nginx appends.
      TRUST_PROXY: '1',
    },
    cleanups,
  });

  const noWebApp = path.join(dir, 'no-web-app');
  const startApi = async (name: string) => {
    const dataDir = path.join(dir, name);
    await mkdir(dataDir);
    return startKolektProcess({
      name,
      workspaceDir: apiDir,
      env: {
        ...common,
        PORT: '0',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: jwtSecret,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        SCRAPER_URL: scraper.origin,
        SCRAPER_SIGNING_KEY: signingKey,
        // nginx is the one hop in front: the client is the address it appends.
        TRUST_PROXY: '1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: noWebApp,
      },
      cleanups,
    });
  };
  // Started together, as a deployment starts them: they take turns migrating the new database.
  const [one, two] = await Promise.all([startApi('api-1'), startApi('api-2')]);

  const nginxDir = path.join(dir, 'nginx');
  await mkdir(nginxDir);
  const nginx = await startNginx({
    dir: nginxDir,
    apis: [one.upstream, two.upstream],
    scraper: scraper.upstream,
    cleanups,
  });
  return { databaseUrl, shop, scraper, one, two, nginx };
}

export type ScaleOutStack = Awaited<ReturnType<typeof startScaleOutStack>>;
