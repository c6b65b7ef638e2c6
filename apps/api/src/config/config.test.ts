import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      dataDir: './.data',
      publicUrl: 'http://localhost:3000',
      corsOrigins: [],
      trustProxy: false,
      ai: { provider: 'local' },
      mailRetry: { limit: 10, delaySeconds: 10 },
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads the request rate limits, defaulting to the documented ones', () => {
    expect(loadConfig({}).rateLimits.registrationsPerAddressHourly).toBe(30);
    const raised = loadConfig({ RATE_LIMIT_REGISTRATIONS_PER_HOUR: '1000' });
    expect(raised.rateLimits.registrationsPerAddressHourly).toBe(1000);
    expect(() => loadConfig({ RATE_LIMIT_REGISTRATIONS_PER_HOUR: '0' })).toThrow(
      /RATE_LIMIT_REGISTRATIONS_PER_HOUR/,
    );
    expect(loadConfig({}).rateLimits.codeTriesPerAddress).toBe(30);
    const codeTries = loadConfig({ RATE_LIMIT_CODE_TRIES_PER_10_MINUTES: '1000' });
    expect(codeTries.rateLimits.codeTriesPerAddress).toBe(1000);
    // The live search's limits are the scraper's settings, read from the same environment.
    expect(loadConfig({}).scraper.search.limits).toEqual({ perAddress: 10, perUser: 20 });
    const searches = loadConfig({
      RATE_LIMIT_SEARCHES_PER_MINUTE: '5',
      RATE_LIMIT_USER_SEARCHES_PER_MINUTE: '40',
    });
    expect(searches.scraper.search.limits).toEqual({ perAddress: 5, perUser: 40 });
    expect(() => loadConfig({ RATE_LIMIT_USER_SEARCHES_PER_MINUTE: '0' })).toThrow(
      /^Invalid configuration: RATE_LIMIT_USER_SEARCHES_PER_MINUTE/,
    );
  });

  it('keys what it keeps in Redis under REDIS_KEY_PREFIX, none by default', () => {
    expect(loadConfig({}).redisKeyPrefix).toBe('');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:' }).redisKeyPrefix).toBe('staging:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(
      /^Invalid configuration: REDIS_KEY_PREFIX/,
    );
  });

  it('reads the price re-check settings, defaulting to a 6 h period', () => {
    expect(loadConfig({}).priceChecks).toEqual({
      everyMs: 6 * 3_600_000,
      shopSlots: 2,
      shopPerMinute: 30,
      backoffSeconds: 60,
    });
    const quick = loadConfig({
      PRICE_CHECK_EVERY: '2s',
      PRICE_CHECK_SHOP_SLOTS: '4',
      PRICE_CHECK_SHOP_PER_MINUTE: '600',
      PRICE_CHECK_BACKOFF_SECONDS: '5',
    });
    expect(quick.priceChecks).toEqual({
      everyMs: 2000,
      shopSlots: 4,
      shopPerMinute: 600,
      backoffSeconds: 5,
    });
    expect(loadConfig({ PRICE_CHECK_EVERY: '90m' }).priceChecks.everyMs).toBe(5_400_000);
  });

  it.each(['6', 'soon', '0s', '500ms', '-1h', '31d', '1h30m'])(
    'refuses PRICE_CHECK_EVERY=%j in one line',
    (value) => {
      expect(() => loadConfig({ PRICE_CHECK_EVERY: value })).toThrow(
        /^Invalid configuration: PRICE_CHECK_EVERY must be a duration from 1s to 30d, such as 6h or 20s$/,
      );
    },
  );

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL /],
    [{ REDIS_URL: 'not a url' }, /^Invalid configuration: REDIS_URL /],
    [
      { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' },
      /^Invalid configuration: JWT_SECRET is required in production$/,
    ],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-32-characters' },
      /^Invalid configuration: SMTP_URL is required in production: without it every e-mail, sign-in codes included, would be printed to the log/,
    ],
    [{ MAIL_DEVELOPMENT_MAILBOX: 'yes' }, /^Invalid configuration: MAIL_DEVELOPMENT_MAILBOX /],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters$/],
    [{ AI_PROVIDER: 'openai' }, /^Invalid configuration: AI_BASE_URL /],
    [{ MAIL_RETRY_DELAY_SECONDS: '0' }, /^Invalid configuration: MAIL_RETRY_DELAY_SECONDS /],
    [{ PRICE_CHECK_SHOP_SLOTS: '0' }, /^Invalid configuration: PRICE_CHECK_SHOP_SLOTS /],
    [
      { PRICE_CHECK_SHOP_PER_MINUTE: 'many' },
      /^Invalid configuration: PRICE_CHECK_SHOP_PER_MINUTE /,
    ],
    [{ PRICE_CHECK_BACKOFF_SECONDS: '0' }, /^Invalid configuration: PRICE_CHECK_BACKOFF_SECONDS /],
  ])('names the variable of a bad value: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('uses the printing mailbox in production only when asked for by name', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-32-characters',
    };
    expect(loadConfig({ ...production, MAIL_DEVELOPMENT_MAILBOX: 'true' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ ...production, SMTP_URL: 'smtps://mail.example.com' }).smtpUrl).toBe(
      'smtps://mail.example.com',
    );
  });

  // A new Node process compiling main.ts with tsx: seconds, more while other files run beside it.
  it.each([
    [{ PORT: 'not-a-port' }, /^Invalid configuration: PORT /],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-32-characters' },
      /^Invalid configuration: SMTP_URL is required in production/,
    ],
  ])('stops the process with a one-line message: %j', { timeout: 90_000 }, (env, message) => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 80_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });
});
