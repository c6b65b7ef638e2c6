import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the hooks a route carries', () => {
  let t: TestApp;
  let table: string[];
  beforeAll(async () => {
    t = await createTestApp();
    table = t.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  });
  afterAll(() => t.close());

  /** The route's hooks as Fastify lists them: "(onRequest) [...]" lines under its name. */
  function hooksOf(route: string): string {
    const start = table.findIndex((line) => line.endsWith(` ${route}`));
    expect(start, route).toBeGreaterThan(-1);
    const end = table.findIndex((line, index) => index > start && !line.includes('•'));
    return table.slice(start + 1, end).join('\n');
  }

  it('are only what the route needs: a settings read pays for no write, form or input check', () => {
    const settings = hooksOf('/api/config (GET)');
    expect(settings).not.toContain('(preValidation)');
    expect(settings).not.toContain('(onResponse)');
    expect(settings).not.toContain('countWriteHook');
    expect(settings).not.toContain('fastifyCookie');
  });

  it('parse and set cookies only where sessions and pages use them', () => {
    const refresh = hooksOf('/api/auth/refresh-token (POST)');
    expect(refresh).toMatch(/\(onRequest\).*fastifyCookieHandler\(\)/);
    expect(refresh).toMatch(/\(onSend\).*fastifyCookieOnSendHandler\(\)/);
    expect(hooksOf('/api/product/name (GET)')).toContain('fastifyCookieHandler()');
    expect(hooksOf('/api/image (GET)')).not.toContain('fastifyCookie');
  });

  it('count writes and check what a client sends, after its form is read', () => {
    const write = hooksOf('/api/collection/create (POST)');
    expect(write).toMatch(/\(onRequest\).*countWriteHook\(\)/);
    expect(write).toMatch(/\(preValidation\).*"refuseNul\(\)"\]/);
    const search = hooksOf('/api/product/name (GET)');
    expect(search).toMatch(/\(preValidation\).*"refuseNul\(\)"\]/);
    expect(search).not.toContain('countWriteHook');
  });
});
