import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { closeScraper, scraperRoutes } from '@kolekt/scraper';
import { Redis } from 'ioredis';
import type { Config } from './config/config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { authRoutes } from './features/auth/routes';
import { accountRoutes, passwordResetRoutes } from './features/account/routes';
import { giftRoutes } from './features/gifts/routes';
import { inviteRoutes } from './features/members/invite-routes';
import { memberRoutes } from './features/members/routes';
import { collectionRoutes } from './features/collections/routes';
import { likeRoutes } from './features/likes/routes';
import { productRoutes } from './features/products/routes';
import { commentRoutes } from './features/comments/routes';
import { notificationRoutes } from './features/notifications/routes';
import { createProductScraper } from './features/products/product-scraper';
import { createLocalBus, createRedisBus } from './realtime/event-bus';
import { createSessionStanding } from './features/auth/session-standing';
import { createAuthService } from './features/auth/auth-service';
import { readReaderLanguage } from './features/notifications/read-reader-language';
import { attachNotificationHub } from './realtime/notification-hub';
import { createAnalyzer } from './features/analysis/create-analyzer';
import { analysisRoutes } from './features/analysis/routes';
import { systemRoutes } from './features/system/routes';
import { extensionRoutes } from './features/extension/routes';
import { userRoutes } from './features/users/routes';
import { avatarRoutes } from './features/users/avatar-routes';
import { alertPreferenceRoutes, priceRoutes, watchRoutes } from './features/prices/routes';
import { alertWatchers } from './features/prices/alert-watchers';
import { pushRoutes } from './features/push/routes';
import { ProductImages, productImagesDir } from './features/images/product-images';
import { imageRoutes } from './features/images/routes';
import { pageHtml } from './features/previews/page-routes';
import { PreviewCards, previewCardsDir } from './features/previews/preview-cards';
import { previewRoutes } from './features/previews/routes';
import { retailerSearchRoutes } from './features/retailer-search/routes';
import { loadVapidDetails } from './features/push/vapid-keys';
import { registerErrorHandler } from './http/error-handler';
import { registerFormBodies } from './http/form-body';
import { frameworkErrorOptions } from './http/framework-errors';
import { limitJsonDepth } from './http/json-body';
import { refuseNulCharacters } from './http/refuse-nul';
import { registerIdempotency } from './http/idempotency';
import { registerCompressReplies } from './http/compress-replies';
import { loggingOptions } from './http/logging';
import { registerOpenApi } from './http/openapi';
import { responseSerializer } from './http/response-serializer';
import { registerSecurity } from './http/security';
import { registerWriteRateLimit } from './http/rate-limit-writes';
import { loadFirstScreenDrawer, webServerDirOf } from './http/first-screen';
import { defaultWebDistDir, registerWebApp } from './http/web-app';
import { createLimiters } from './lib/rate-limiter';
import { deriveSecrets, loadOrCreateSecret } from './lib/secrets';
import { appJobs } from './app-jobs';
import { createPriceChecks } from './features/prices/price-checks';
import { checkExpirySeconds } from './features/prices/price-check-timing';
import { createJobQueue } from './jobs/job-queue';
import { createOutboxMailer } from './mail/mailer';
import { createMailTransport } from './mail/create-mail-transport';
import { PageStarts } from './lib/page-starts';

export interface BuildAppOptions {
  config: Config;
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: Database;
}

const bodyLimitBytes = 1024 * 1024;

function connectRedis(url: string, keyPrefix: string, app: FastifyInstance): Redis {
  // No offline queue: while Redis is down calls fail fast and callers fall back to memory.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, keyPrefix });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable'));
  return redis;
}

/** Builds the api (not listening): tests call `inject`, main.ts calls `listen`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...loggingOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: bodyLimitBytes,
    ...frameworkErrorOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  registerErrorHandler(app);
  limitJsonDepth(app);

  const secret = config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir));
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dataDir }));
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, config.redisKeyPrefix, app)
    : undefined;
  const secrets = deriveSecrets(secret, { searchKey: config.scraper.search.signingKey });
  if (config.scraperUrl && !config.scraper.search.signingKey) {
    app.log.warn(
      'SCRAPER_SIGNING_KEY is not set: search results will be saved as users’ details, and ' +
        'signed-in users’ searches count per address',
    );
  }
  const vapid = await loadVapidDetails(config);
  const bus = config.redisUrl ? createRedisBus(config.redisUrl, app.log) : createLocalBus();
  const jobs = createJobQueue({ database, log: app.log });
  const mailTransport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    // The development mailbox is info-level output: a quieter log level hides it too.
    printMail: ['info', 'debug', 'trace'].includes(config.logLevel),
  });
  if (config.nodeEnv === 'production' && !config.smtpUrl) {
    app.log.warn(
      'MAIL_DEVELOPMENT_MAILBOX=true: every e-mail, sign-in codes included, goes to the log',
    );
  }
  const sessionStanding = createSessionStanding(database.db, bus);
  const ctx: AppContext = {
    config,
    database,
    secrets,
    mailer: createOutboxMailer({ database, jobs }),
    jobs,
    redis,
    limiters: createLimiters(redis, config.rateLimits),
    log: app.log,
    scrapeProduct: createProductScraper(config),
    bus,
    sessionStanding,
    auth: createAuthService({ db: database.db, jwtKey: secrets.jwtKey, sessionStanding }),
    analyzer: createAnalyzer(config.ai),
    pageStarts: new PageStarts(),
    vapid,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionFamilyId', null);
  const priceChecks = createPriceChecks({
    database,
    queue: jobs,
    limits: config.priceChecks,
    expireInSeconds: checkExpirySeconds(config.scraper.timeoutMs),
    scrapeProduct: ctx.scrapeProduct,
    log: app.log,
    // Watchers are told in the transaction that recorded the change (decision 0023).
    onPriceChange: (tx, change) => alertWatchers(ctx, tx, change),
  });
  // Workers (and the re-check scheduler) start once the app is ready, and stop before the
  // database closes.
  app.addHook('onReady', async () => {
    await jobs.start(appJobs({ config, database, mailTransport, vapid, priceChecks }));
    priceChecks.start();
  });
  app.addHook('onClose', async () => {
    await priceChecks.stop();
    await jobs.stop();
    mailTransport.close();
    ctx.sessionStanding.close();
    await ctx.bus.close();
    redis?.disconnect();
    if (!options.database) await database.close();
    if (!config.scraperUrl) await closeScraper();
  });

  await registerSecurity(app, config);
  registerWriteRateLimit(app);
  await app.register(formbody);
  refuseNulCharacters(app);
  registerIdempotency(app);
  await registerCompressReplies(app);
  await registerOpenApi(app, config);

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(avatarRoutes, { prefix: '/avatars' });
  // The routes that take what a client writes share the form parser, its hooks and the cookie
  // parser (sessions are cookies); reads of settings, pictures, previews and pages skip them.
  await app.register(async (withForms) => {
    await withForms.register(cookie);
    await registerFormBodies(withForms);
    await withForms.register(authRoutes, { prefix: '/api/auth' });
    await withForms.register(passwordResetRoutes, { prefix: '/api/auth' });
    await withForms.register(userRoutes, { prefix: '/api/user' });
    await withForms.register(accountRoutes, { prefix: '/api/user' });
    await withForms.register(collectionRoutes, { prefix: '/api/collection' });
    await withForms.register(memberRoutes, { prefix: '/api/collection' });
    await withForms.register(giftRoutes, { prefix: '/api/collection' });
    await withForms.register(inviteRoutes, { prefix: '/api/invite' });
    await withForms.register(likeRoutes, { prefix: '/api/like' });
    await withForms.register(productRoutes, { prefix: '/api/product' });
    await withForms.register(analysisRoutes, { prefix: '/api/product' });
    await withForms.register(commentRoutes, { prefix: '/api/comment' });
    await withForms.register(notificationRoutes, { prefix: '/api/notification' });
    await withForms.register(extensionRoutes, { prefix: '/api/extension' });
    await withForms.register(priceRoutes, { prefix: '/api' });
    await withForms.register(watchRoutes, { prefix: '/api/watch' });
    await withForms.register(alertPreferenceRoutes, { prefix: '/api/user' });
    await withForms.register(pushRoutes, { prefix: '/api/push' });
  });
  // Pictures and preview cards share IMAGE_CACHE_MAX_MB: an eighth is the cards'.
  const images = new ProductImages({
    dir: productImagesDir(config.dataDir),
    maxBytes: Math.ceil((config.imageCacheMaxBytes * 7) / 8),
    scraper: config.scraper,
    onFailure: (source, reason) =>
      app.log.info({ src: source.href, reason }, 'product picture could not be had'),
  });
  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  const cards = new PreviewCards({
    dir: previewCardsDir(config.dataDir),
    maxBytes: Math.ceil(config.imageCacheMaxBytes / 8),
    productImages: images,
    webDistDir,
    publicUrl: config.publicUrl,
  });
  await app.register(imageRoutes, { prefix: '/api', images });
  await app.register(previewRoutes, { prefix: '/api', cards });
  await app.register(retailerSearchRoutes, { prefix: '/api/retailer-search' });
  // Without SCRAPER_URL the scraper runs in this process, on the same origin, signing its search
  // results (and reading search passes) with the key product/create checks them with, and counting
  // its limits in this api's Redis.
  if (!config.scraperUrl) {
    const search = { ...config.scraper.search, signingKey: secrets.searchKey };
    await app.register(scraperRoutes, {
      prefix: '/scraper',
      search: { options: { ...config.scraper, search }, redis },
    });
  }
  const previewContext = { db: database.db, pageStarts: ctx.pageStarts };
  const drawFirstScreen = await loadFirstScreenDrawer(app, webServerDirOf(webDistDir));
  await registerWebApp(
    app,
    webDistDir,
    pageHtml(previewContext, config.publicUrl, drawFirstScreen),
  );
  attachNotificationHub(app, {
    readerLanguage: (userId, requested) =>
      readReaderLanguage({ db: database.db, userId, requested }),
  });
  return app;
}
