import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggingOptions, redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides the hub access token and other secrets in logged URLs', () => {
    const logged = redactUrl('/hubs/notification?id=abc&access_token=eyJhbGciOi.secret.sig');
    expect(logged).not.toContain('eyJhbGciOi');
    expect(logged).toContain('access_token=%5BREDACTED%5D');
    expect(logged).toContain('id=abc');
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/api/collection/active?pageIndex=1&pageSize=5')).toBe(
      '/api/collection/active?pageIndex=1&pageSize=5',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('loggingOptions', () => {
  /** Whether a request's logger is the app's own, as Fastify sets it up with the options. */
  async function sharesAppLogger(level: string) {
    const app = Fastify(loggingOptions(level));
    app.get('/', async (request) => ({ shared: request.log === app.log }));
    const res = await app.inject({ url: '/' });
    await app.close();
    return res.json<{ shared: boolean }>().shared;
  }

  it('gives each request a child logger with its id whenever anything is written', async () => {
    expect(await sharesAppLogger('warn')).toBe(false);
  });

  it('lets requests share the silent logger and turns off request lines', async () => {
    expect(await sharesAppLogger('silent')).toBe(true);
    expect(loggingOptions('silent').logController?.disableRequestLogging).toBe(true);
  });
});
