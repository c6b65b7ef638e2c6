import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { searchFixtures, startFixtureShop } from '@kolekt/scraper/test-support';
import webpush from 'web-push';
import { jsonLdProductPage } from '../test/product-pages';
import { freePort } from '../test/redis-server';
import { startSmtpCatcher } from '../test/smtp-catcher';
import type { Cleanups } from './cleanups';
import { composeFile, readComposeServices, type ComposeService } from './compose-file';
import { createDatabase } from './database';
import { apiDir, scraperDir, startKolektProcess, type KolektProcess } from './kolekt-process';
import { localEnvironment, withRunDatabase } from './local-addresses';
import { startNginx } from './nginx';

export const kettle = { name: 'Çelik Kettle 1.7 L', path: '/kettle' };

/**
 * The two shops the live search asks, both on the fixture shop: `down` has no results page there
 * (it fails at once, a short event), `slow` answers with its results when a test lets it.
 */
export const searchShops = { down: 'trendyol', slow: 'hepsiburada' } as const;
export const searchPath = (shop: keyof typeof searchFixtures) =>
  searchFixtures[shop].path.split('?')[0]!;

const apiServices = ['api-1', 'api-2'] as const;
/** Every service compose.yaml ships: each one runs here as a process of this machine. */
const shippedServices = ['postgres', 'redis', 'scraper', ...apiServices, 'nginx'];
/** The ports the images listen on: the Dockerfile's PORT and SCRAPER_PORT. */
const imagePorts = { api: 3000, scraper: 3001 };
/** What the Dockerfile's ENV sets in both images and compose does not override. */
const imageEnv = { NODE_ENV: 'production' };

/** Where compose mounts the proxy's config, read from the file this test runs. */
function shippedNginxConf(nginx: ComposeService) {
  const mount = nginx.volumes.find((volume) => volume.includes(':/etc/nginx/conf.d/'));
  if (!mount) throw new Error('compose.yaml: nginx mounts no config into conf.d');
  return path.resolve(path.dirname(composeFile), mount.split(':')[0]!);
}

/**
 * compose.yaml as shipped, on one machine without containers: its services' environment (with
 * `.env`'s secrets made for this run), each compose address replaced by the local process's,
 * and nginx with the config compose mounts. PostgreSQL and Redis are the machine's, the database
 * one of this run's own; mail goes to an SMTP catcher, and the scraper may read a fixture shop on
 * 127.0.0.1, which it also searches.
 */
export async function startScaleOutStack(options: {
  databaseServerUrl: string;
  redisUrl: string;
  cleanups: Cleanups;
}) {
  const { cleanups } = options;
  const dir = await mkdtemp(path.join(tmpdir(), 'kolekt-scale-out-'));
  cleanups.add('temporary folder', () => rm(dir, { recursive: true, force: true }));
  const databaseUrl = await createDatabase(options.databaseServerUrl, cleanups);
  const smtp = await startSmtpCatcher();
  cleanups.add('smtp catcher', smtp.close);
  const shop = await startFixtureShop({
    [kettle.path]: {
      body: jsonLdProductPage({
        name: kettle.name,
        price: '1299.90',
        currency: 'TRY',
        image: '/img/kettle.jpg',
      }),
    },
    [searchPath(searchShops.slow)]: { body: searchFixtures[searchShops.slow].page },
  });
  cleanups.add('fixture shop', shop.close);

  // What `.env` holds (docs/deployment.md), made for this run.
  const vapid = webpush.generateVAPIDKeys();
  const services = await readComposeServices({
    POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    SCRAPER_SIGNING_KEY: randomBytes(32).toString('base64url'),
    SMTP_URL: smtp.url,
  });
  const names = Object.keys(services);
  if (names.sort().join() !== [...shippedServices].sort().join()) {
    throw new Error(`compose.yaml ships ${names.join(', ')}; this test runs ${shippedServices}`);
  }
  const nginxService = services.nginx!;
  const [published, containerPort] = (nginxService.ports[0] ?? '').split(':');
  if (!published || !containerPort) throw new Error('compose.yaml: nginx publishes no port');
  const proxyPort = await freePort();
  const addresses = new Map([
    [`redis:6379`, new URL(options.redisUrl).host],
    // The address people use (PUBLIC_URL's default) is the port compose publishes for nginx.
    [`localhost:${published}`, `127.0.0.1:${proxyPort}`],
  ]);
  const apiEnvOf = (service: string) =>
    localEnvironment(
      withRunDatabase(services[service]!.environment, services.postgres!, databaseUrl),
      addresses,
      names,
    );

  // Only the scraper may reach the fixture shop on 127.0.0.1: a product read by an api instance
  // itself would be refused as a private address, so a product added proves the scraper read it.
  const scraper = await startKolektProcess({
    name: 'scraper',
    workspaceDir: scraperDir,
    env: {
      ...imageEnv,
      ...localEnvironment(services.scraper!.environment, addresses, names),
      HOST: '127.0.0.1',
      SCRAPER_PORT: '0',
      SCRAPER_ALLOWED_HOSTS: shop.hostPort,
      SCRAPER_SEARCH_STORES: Object.values(searchShops).join(','),
      SCRAPER_SEARCH_BASE_URLS: JSON.stringify(
        Object.fromEntries(Object.values(searchShops).map((id) => [id, shop.url('')])),
      ),
    },
    cleanups,
  });
  addresses.set(`scraper:${imagePorts.scraper}`, scraper.upstream);

  const noWebApp = path.join(dir, 'no-web-app');
  const startApi = async (name: string) => {
    const dataDir = path.join(dir, name);
    await mkdir(dataDir);
    return startKolektProcess({
      name,
      workspaceDir: apiDir,
      env: {
        ...imageEnv,
        ...apiEnvOf(name),
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: noWebApp,
      },
      cleanups,
    });
  };
  // Started together, as a deployment starts them: they take turns migrating the new database.
  const [one, two] = (await Promise.all(apiServices.map(startApi))) as [
    KolektProcess,
    KolektProcess,
  ];
  addresses.set(`${apiServices[0]}:${imagePorts.api}`, one.upstream);
  addresses.set(`${apiServices[1]}:${imagePorts.api}`, two.upstream);

  const nginxDir = path.join(dir, 'nginx');
  await mkdir(nginxDir);
  const nginx = await startNginx({
    dir: nginxDir,
    shippedConf: shippedNginxConf(nginxService),
    containerPort,
    port: proxyPort,
    addresses,
    cleanups,
  });
  return { databaseUrl, smtp, shop, scraper, one, two, nginx };
}

export type ScaleOutStack = Awaited<ReturnType<typeof startScaleOutStack>>;
