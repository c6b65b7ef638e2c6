import { parseTrustProxy, type TrustProxy } from '@kolekt/rate-limit/trust-proxy';
import * as z from 'zod';
import { searchStoreIds, type SearchStoreId } from '@kolekt/shared/search-store-ids';
import { defaultSearchLimits } from './search/search-limits';
import type { ScraperOptions } from './scraper-options';

/** A host and port the guarded fetcher may reach without the address check (tests' fixture shops). */
const hostPort = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/i;

const allowedHostsSchema = z
  .string()
  .default('')
  .transform((raw) =>
    raw
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((entries) => entries.every((entry) => hostPort.test(entry)), {
    message: 'must be a comma-separated list of host:port',
  });

const httpUrl = z.url({ protocol: /^https?$/ });

/** `{"trendyol": "http://127.0.0.1:4010"}`: a base URL per shop id, for fixture shops. */
const searchBaseUrlsSchema = z
  .string()
  .default('{}')
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw.trim() || '{}') as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
  })
  .pipe(
    z.partialRecord(z.enum(searchStoreIds), httpUrl, {
      error: `must map shop ids (${searchStoreIds.join(', ')}) to http(s) URLs`,
    }),
  );

/** `trendyol,boyner`: the shops the search asks; empty means all of them. */
const searchStoresSchema = z
  .string()
  .default('')
  .transform((raw) =>
    raw
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((ids) => ids.every((id) => (searchStoreIds as readonly string[]).includes(id)), {
    message: `must be a comma-separated list of ${searchStoreIds.join(', ')}`,
  })
  .transform((ids) => (ids.length ? (ids as SearchStoreId[]) : [...searchStoreIds]));

/**
 * REDIS_KEY_PREFIX: starts every key kept in Redis (limits, search cache), so deployments or test
 * runs sharing one Redis keep apart; the api reads it too.
 */
export const redisKeyPrefixSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^[\w:.-]*$/, 'must be letters, digits and _ : . - only')
  .default('');

/** Searches a minute per client address or per user before 429 (decision 0054). */
const searchesPerMinute = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The scraper's own settings; the api reads them too, because it mounts the scraper in-process. */
const scraperEnvShape = {
  SCRAPER_ALLOWED_HOSTS: allowedHostsSchema,
  SCRAPER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  // Real product pages run to 1–2 MB; 5 MB lets them through and still bounds memory.
  SCRAPER_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  SCRAPER_SEARCH_STORES: searchStoresSchema,
  SCRAPER_SEARCH_BASE_URLS: searchBaseUrlsSchema,
  // One slow shop must not hold the final message back for long; the others stream meanwhile.
  SCRAPER_SEARCH_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
  SCRAPER_SEARCH_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  SCRAPER_SEARCH_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(1000),
  SCRAPER_SIGNING_KEY: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().min(32, 'must be at least 32 characters').optional())
    .optional(),
  SCRAPER_BROWSER_PATH: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .optional(),
  SCRAPER_BROWSER_MAX_PAGES: z.coerce.number().int().min(1).max(16).default(2),
  // The api's REDIS_URL too: it hands its whole environment to scraperOptionsFromEnv.
  REDIS_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^rediss?$/ }).optional())
    .optional(),
  REDIS_KEY_PREFIX: redisKeyPrefixSchema,
  RATE_LIMIT_SEARCHES_PER_MINUTE: searchesPerMinute(defaultSearchLimits.perAddress),
  RATE_LIMIT_USER_SEARCHES_PER_MINUTE: searchesPerMinute(defaultSearchLimits.perUser),
};

const scraperEnvSchema = z.object(scraperEnvShape);

const serverEnvSchema = z.object({
  HOST: z.string().min(1).default('localhost'),
  SCRAPER_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().trim().optional(),
  ...scraperEnvShape,
});

export interface ScraperConfig {
  HOST: string;
  SCRAPER_PORT: number;
  LOG_LEVEL: z.infer<typeof serverEnvSchema>['LOG_LEVEL'];
  /** Which proxies in front may say who the client is: the guests' search limit counts that. */
  trustProxy: TrustProxy;
  scraper: ScraperOptions;
}

export class ScraperConfigError extends Error {}

type Env = Record<string, string | undefined>;

function parseEnv<T extends z.ZodType>(schema: T, env: Env): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ScraperConfigError(
    `Invalid configuration: ${issue?.path.join('.') ?? 'environment'} ${issue?.message ?? 'is invalid'}`,
  );
}

function toOptions(env: z.infer<typeof scraperEnvSchema>): ScraperOptions {
  return {
    allowedHosts: env.SCRAPER_ALLOWED_HOSTS,
    timeoutMs: env.SCRAPER_TIMEOUT_MS,
    maxBytes: env.SCRAPER_MAX_BYTES,
    maxRedirects: 5,
    search: {
      stores: env.SCRAPER_SEARCH_STORES,
      baseUrls: env.SCRAPER_SEARCH_BASE_URLS,
      timeoutMs: env.SCRAPER_SEARCH_TIMEOUT_MS,
      cacheTtlMs: env.SCRAPER_SEARCH_CACHE_TTL_SECONDS * 1000,
      cacheMaxEntries: env.SCRAPER_SEARCH_CACHE_MAX_ENTRIES,
      redisUrl: env.REDIS_URL,
      redisKeyPrefix: env.REDIS_KEY_PREFIX,
      limits: {
        perAddress: env.RATE_LIMIT_SEARCHES_PER_MINUTE,
        perUser: env.RATE_LIMIT_USER_SEARCHES_PER_MINUTE,
      },
      signingKey: env.SCRAPER_SIGNING_KEY,
    },
    browser: env.SCRAPER_BROWSER_PATH
      ? { executablePath: env.SCRAPER_BROWSER_PATH, maxPages: env.SCRAPER_BROWSER_MAX_PAGES }
      : undefined,
  };
}

/** Scraper options from an env object; the api calls this with its own environment. */
export function scraperOptionsFromEnv(env: Env): ScraperOptions {
  return toOptions(parseEnv(scraperEnvSchema, env));
}

/** Options for a mount that was given none: the process environment, still validated here. */
export function defaultScraperOptions(): ScraperOptions {
  return scraperOptionsFromEnv(process.env);
}

/** Reads and validates the standalone server's environment; a bad value throws one line naming the variable. */
export function loadScraperConfig(env: Env): ScraperConfig {
  const parsed = parseEnv(serverEnvSchema, env);
  return {
    HOST: parsed.HOST,
    SCRAPER_PORT: parsed.SCRAPER_PORT,
    LOG_LEVEL: parsed.LOG_LEVEL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    scraper: toOptions(parsed),
  };
}
