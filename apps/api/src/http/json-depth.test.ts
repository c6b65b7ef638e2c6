import { serverMessages } from '@kolekt/shared/server-messages';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { listRoutes } from '../test/route-table';
import { createTestApp, type TestApp } from '../test/test-app';
import { maxJsonDepth, nestsDeeperThan } from './json-body';

/** `depth` levels of objects and arrays, in the order `shape` picks, around one string. */
function nested(depth: number, shape: (level: number) => boolean): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level++) value = shape(level) ? { a: value } : [value];
  return value;
}

/** The same as JSON text, written out: JSON.stringify itself overflows a few thousand deep. */
function nestedJson(depth: number, shape: (level: number) => boolean): string {
  const levels = Array.from({ length: depth }, (_, level) => shape(depth - 1 - level));
  const open = levels.map((isObject) => (isObject ? '{"a":' : '[')).join('');
  const close = levels
    .reverse()
    .map((isObject) => (isObject ? '}' : ']'))
    .join('');
  return `${open}"x"${close}`;
}

const routeUrl = (path: string) =>
  path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

/** Issue #30, finding 4: a JSON body nested thousands deep was a 500 on every route with a body. */
describe('JSON bodies nested too deeply', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '1000000',
    });
    ({ auth } = await createUser(t.app));
  });
  afterAll(() => t.close());

  it('are refused with 400 in the envelope on every route that takes a body, signed in or not', async () => {
    const body = `{"email":${nestedJson(2000, (level) => level % 2 === 0)}}`;
    const routes = listRoutes(t.app).filter((route) => route.method !== 'GET');
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      for (const headers of [{}, auth]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: routeUrl(route.path),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: body,
        });
        expect([route.key, res.statusCode < 500]).toEqual([route.key, true]);
        expect(res.json()).toMatchObject({ success: false, statusCode: res.statusCode });
        if (res.statusCode === 400) {
          expect([route.key, res.json().message]).toEqual([
            route.key,
            serverMessages.requestNestedTooDeep,
          ]);
        }
      }
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(login.json()).toEqual({
      success: false,
      statusCode: 400,
      message: serverMessages.requestNestedTooDeep,
      data: null,
    });
  });

  it('never answer 5xx, whatever the depth and shape (fuzzed)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6000 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }),
        fc.constantFrom('/api/auth/login', '/api/auth/register', '/api/collection/create'),
        async (depth, pattern, url) => {
          const value = nestedJson(depth, (level) => pattern[level % pattern.length]!);
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...auth, 'content-type': 'application/json' },
            payload: `{"email":${value},"name":${value}}`,
          });
          expect(res.statusCode).toBeLessThan(500);
          // The body nests one level more than the value.
          if (depth + 1 > maxJsonDepth) {
            expect(res.json().message).toBe(serverMessages.requestNestedTooDeep);
          }
        },
      ),
      { seed: 20_261_127, numRuns: 60 },
    );
  });

  it('measure depth without recursion, objects and arrays alike', () => {
    expect(JSON.parse(nestedJson(3, (level) => level === 1))).toEqual([{ a: ['x'] }]);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(
      nestsDeeperThan(
        nested(1_000_000, () => false),
        maxJsonDepth,
      ),
    ).toBe(true);
  });
});
