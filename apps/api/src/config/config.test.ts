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
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL /],
    [{ REDIS_URL: 'not a url' }, /^Invalid configuration: REDIS_URL /],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: JWT_SECRET is required in production$/],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters$/],
    [{ AI_PROVIDER: 'openai' }, /^Invalid configuration: AI_BASE_URL /],
    [{ MAIL_RETRY_DELAY_SECONDS: '0' }, /^Invalid configuration: MAIL_RETRY_DELAY_SECONDS /],
  ])('names the variable of a bad value: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('stops the process with a one-line message', () => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^Invalid configuration: PORT /);
  });
});
