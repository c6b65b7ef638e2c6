import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { closeScraper } from '@kolekt/scraper/close-scraper';
import { scraperRoutes } from '@kolekt/scraper/routes';
import { Redis } from 'ioredis';
import type { Config } from './config/config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/database';
import { authRoutes } from './features/auth/routes';
import { collectionRoutes } from './features/collections/routes';
import { likeRoutes } from './features/likes/routes';
import { productRoutes } from './features/products/routes';
import { commentRoutes } from './features/comments/routes';
import { notificationRoutes } from './features/notifications/routes';
import { createProductScraper } from './features/products/product-scraper';
import { createLocalBus, createRedisBus } from './realtime/event-bus';
import { attachNotificationHub } from './realtime/notification-hub';
import { createAnalyzer } from './features/analysis/create-analyzer';
import { analysisRoutes } from './features/analysis/routes';
import { systemRoutes } from './features/system/routes';
import { extensionRoutes } from './features/extension/routes';
import { userRoutes } from './features/users/routes';
import { avatarRoutes } from './features/users/avatar-routes';
import { registerErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logging';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { registerWebApp } from './http/web-app';
import { createLimiters } from './lib/rate-limiter';
import { deriveSecrets, loadOrCreateSecret } from './lib/secrets';
import { createMailer, type Mailer } from './mail/mailer';
import { PageStarts } from './lib/page-starts';

export interface BuildAppOptions {
  config: Config;
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: Database;
  mailer?: Mailer;
}

const bodyLimitBytes = 1024 * 1024;
const uploadLimitBytes = 5 * 1024 * 1024;

function connectRedis(url: string, app: FastifyInstance): Redis {
  // No offline queue: while Redis is down calls fail fast and callers fall back to memory.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable'));
  return redis;
}

/** Builds the api (not listening): tests call `inject`, main.ts calls `listen`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: bodyLimitBytes,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const secret = config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir));
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dataDir }));
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app) : undefined;
  const secrets = deriveSecrets(secret, { searchKey: config.scraper.search.signingKey });
  if (config.scraperUrl && !config.scraper.search.signingKey) {
    app.log.warn('SCRAPER_SIGNING_KEY is not set: search results will be saved as users’ details');
  }
  const ctx: AppContext = {
    config,
    database,
    secrets,
    mailer:
      options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, app.log),
    redis,
    limiters: createLimiters(redis),
    log: app.log,
    scrapeProduct: createProductScraper(config),
    bus: config.redisUrl ? createRedisBus(config.redisUrl, app.log) : createLocalBus(),
    analyzer: createAnalyzer(config.ai),
    pageStarts: new PageStarts(),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('userId', null);
  app.addHook('onClose', async () => {
    ctx.mailer.close();
    await ctx.bus.close();
    redis?.disconnect();
    if (!options.database) await database.close();
    if (!config.scraperUrl) await closeScraper();
  });

  await registerSecurity(app, config);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: uploadLimitBytes, files: 1, fields: 50, fieldSize: 64 * 1024 },
  });
  await registerOpenApi(app);

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(userRoutes, { prefix: '/api/user' });
  await app.register(avatarRoutes, { prefix: '/avatars' });
  await app.register(collectionRoutes, { prefix: '/api/collection' });
  await app.register(likeRoutes, { prefix: '/api/like' });
  await app.register(productRoutes, { prefix: '/api/product' });
  await app.register(analysisRoutes, { prefix: '/api/product' });
  await app.register(commentRoutes, { prefix: '/api/comment' });
  await app.register(notificationRoutes, { prefix: '/api/notification' });
  await app.register(extensionRoutes, { prefix: '/api/extension' });
  // Without SCRAPER_URL the scraper runs in this process, on the same origin, signing its search
  // results with the key product/create checks them with.
  if (!config.scraperUrl) {
    const search = { ...config.scraper.search, signingKey: secrets.searchKey };
    await app.register(scraperRoutes, {
      prefix: '/scraper',
      search: { options: { ...config.scraper, search }, redis },
    });
  }
  await registerWebApp(app, config.webDistDir);
  attachNotificationHub(app);
  return app;
}
