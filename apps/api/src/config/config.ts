import { parseTrustProxy, type TrustProxy } from '@kolekt/rate-limit/trust-proxy';
import {
  redisKeyPrefixSchema,
  ScraperConfigError,
  scraperOptionsFromEnv,
  type ScraperOptions,
} from '@kolekt/scraper';
import * as z from 'zod';
import { defaultRequestRateLimits as rates, type RequestRateLimits } from '../lib/rate-limiter';
import { parseDuration } from './duration';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: RegExp) =>
  optionalString.pipe(z.url({ protocol: protocols }).optional());

/** Re-check periods: at least a second (tests use 2 s), at most 30 days. */
const checkPeriodMs = { min: 1000, max: 30 * 86_400_000 };

const checkPeriod = z
  .string()
  .default('6h')
  .transform((text, ctx) => {
    const ms = parseDuration(text);
    if (ms === null || ms < checkPeriodMs.min || ms > checkPeriodMs.max) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a duration from 1s to 30d, such as 6h or 20s',
      });
      return z.NEVER;
    }
    return ms;
  });

/** Every environment variable the api reads (docs/configuration.md lists them with defaults). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATA_DIR: z.string().min(1).default('./.data'),
    IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(512),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    REDIS_URL: optionalUrl(/^rediss?$/),
    REDIS_KEY_PREFIX: redisKeyPrefixSchema,
    SMTP_URL: optionalUrl(/^smtps?$/),
    MAIL_DEVELOPMENT_MAILBOX: optionalString.pipe(z.enum(['true', 'false']).optional()),
    MAIL_FROM: z.string().min(3).default('Kolekt <no-reply@kolekt.local>'),
    MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(30).default(10),
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    PRICE_CHECK_EVERY: checkPeriod,
    PRICE_CHECK_SHOP_SLOTS: z.coerce.number().int().min(1).max(100).default(2),
    PRICE_CHECK_SHOP_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
    PRICE_CHECK_BACKOFF_SECONDS: z.coerce.number().int().min(1).max(21_600).default(60),
    JWT_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    PUBLIC_URL: optionalUrl(/^https?$/),
    CORS_ORIGINS: optionalString,
    TRUST_PROXY: optionalString,
    SCRAPER_URL: optionalUrl(/^https?$/),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
    GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
    AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
    AI_BASE_URL: optionalUrl(/^https?$/),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
    SENTRY_DSN: optionalUrl(/^https?$/),
    SOURCE_URL: optionalUrl(/^https?$/),
    CONTACT_EMAIL: optionalString.pipe(z.email().optional()),
    SOCIAL_X_URL: optionalUrl(/^https$/),
    SOCIAL_INSTAGRAM_URL: optionalUrl(/^https$/),
    SOCIAL_FACEBOOK_URL: optionalUrl(/^https$/),
    SOCIAL_GITHUB_URL: optionalUrl(/^https$/),
    WEB_DIST_DIR: optionalString,
    EXTENSION_DIST_DIR: optionalString,
    API_DOCS: optionalString.pipe(z.enum(['true', 'false']).optional()),
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    PUSH_ALLOWED_HOSTS: optionalString,
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(rates.writesPerUser),
    RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .default(rates.writesPerAddress),
    RATE_LIMIT_REGISTRATIONS_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .default(rates.registrationsPerAddressHourly),
    RATE_LIMIT_CODE_TRIES_PER_10_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(rates.codeTriesPerAddress),
    RATE_LIMIT_IMAGES_PER_MINUTE: z.coerce.number().int().min(1).default(rates.imagesPerAddress),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    // The development mailbox prints every mail, reset codes included, to the log.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_DEVELOPMENT_MAILBOX !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required in production: without it every e-mail, sign-in codes included, would be printed to the log (set MAIL_DEVELOPMENT_MAILBOX=true to allow that on purpose)',
      });
    }
    if (env.AI_PROVIDER === 'openai' && !env.AI_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'is required when AI_PROVIDER=openai',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  /** The product pictures made for the web app, kept under DATA_DIR (decision 0036). */
  imageCacheMaxBytes: number;
  databaseUrl?: string;
  redisUrl?: string;
  /** Starts every key the api keeps in Redis: limits, search cache (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Failed deliveries are retried `limit` times, waiting `delaySeconds` doubled after each. */
  mailRetry: { limit: number; delaySeconds: number };
  /** Price re-checks (issue #12); docs/decisions/0024. */
  priceChecks: PriceCheckConfig;
  /** Unset outside production: generated once and kept in the data folder. */
  jwtSecret?: string;
  publicUrl: string;
  corsOrigins: string[];
  trustProxy: TrustProxy;
  scraperUrl?: string;
  /** Limits of the in-process scraper (SCRAPER_ALLOWED_HOSTS, SCRAPER_TIMEOUT_MS, SCRAPER_MAX_BYTES). */
  scraper: ScraperOptions;
  google: { clientId?: string; tokenInfoUrl: string; userInfoUrl: string };
  ai: {
    provider: Env['AI_PROVIDER'];
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    timeoutMs: number;
  };
  sentryDsn?: string;
  /** The landing footer's links beyond the app (SOURCE_URL, CONTACT_EMAIL, SOCIAL_*_URL). */
  siteLinks: {
    source?: string;
    contactEmail?: string;
    x?: string;
    instagram?: string;
    facebook?: string;
    github?: string;
  };
  webDistDir?: string;
  /** The built browser extension the app offers as a zip (apps/extension/dist by default). */
  extensionDistDir?: string;
  /** Whether /api/docs serves the OpenAPI pages (API_DOCS; off in production by default). */
  apiDocs: boolean;
  /**
   * Requests before 429: writes per user and per address a minute, registrations per address an
   * hour. The retailer search's limits are in `scraper.search.limits`.
   */
  rateLimits: RequestRateLimits;
  /**
   * Web Push: VAPID keys (generated into DATA_DIR when unset) and the `host:port`s a push
   * endpoint may use without https and the public-address check (tests' fake push service).
   */
  push: { vapidPublicKey?: string; vapidPrivateKey?: string; allowedHosts: string[] };
}

export interface PriceCheckConfig {
  /** How often a tracked product is read again (PRICE_CHECK_EVERY). */
  everyMs: number;
  /** Re-checks in flight per shop at once. */
  shopSlots: number;
  /** Re-checks started per shop per minute. */
  shopPerMinute: number;
  /** The pause after a shop's first failure in a row; it doubles per failure, up to 6 h. */
  backoffSeconds: number;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  let scraper: ScraperOptions;
  try {
    scraper = scraperOptionsFromEnv(env);
  } catch (error) {
    if (error instanceof ScraperConfigError) throw new ConfigError(error.message);
    throw error;
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    imageCacheMaxBytes: e.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetry: { limit: e.MAIL_RETRY_LIMIT, delaySeconds: e.MAIL_RETRY_DELAY_SECONDS },
    priceChecks: {
      everyMs: e.PRICE_CHECK_EVERY,
      shopSlots: e.PRICE_CHECK_SHOP_SLOTS,
      shopPerMinute: e.PRICE_CHECK_SHOP_PER_MINUTE,
      backoffSeconds: e.PRICE_CHECK_BACKOFF_SECONDS,
    },
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    scraperUrl: e.SCRAPER_URL,
    scraper,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      tokenInfoUrl: e.GOOGLE_TOKENINFO_URL,
      userInfoUrl: e.GOOGLE_USERINFO_URL,
    },
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    sentryDsn: e.SENTRY_DSN,
    siteLinks: {
      source: e.SOURCE_URL,
      contactEmail: e.CONTACT_EMAIL,
      x: e.SOCIAL_X_URL,
      instagram: e.SOCIAL_INSTAGRAM_URL,
      facebook: e.SOCIAL_FACEBOOK_URL,
      github: e.SOCIAL_GITHUB_URL,
    },
    webDistDir: e.WEB_DIST_DIR,
    extensionDistDir: e.EXTENSION_DIST_DIR,
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : e.NODE_ENV !== 'production',
    rateLimits: {
      writesPerUser: e.RATE_LIMIT_WRITES_PER_MINUTE,
      writesPerAddress: e.RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE,
      registrationsPerAddressHourly: e.RATE_LIMIT_REGISTRATIONS_PER_HOUR,
      codeTriesPerAddress: e.RATE_LIMIT_CODE_TRIES_PER_10_MINUTES,
      imagesPerAddress: e.RATE_LIMIT_IMAGES_PER_MINUTE,
    },
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      allowedHosts: (e.PUSH_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    },
  };
}
