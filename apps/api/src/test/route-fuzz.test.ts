import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../features/auth/access-token';
import { createScene } from './authz-scene';
import { arbitraryFromSchema, hostileValue, type JsonSchema } from './json-schema-arbitrary';
import { listRoutes, type RouteOperation } from './route-table';
import { createTestApp } from './test-app';

/**
 * Finding 2 held: every route the OpenAPI document lists, fed requests generated from its own
 * schemas plus hostile values and broken encodings, never answers 5xx and always answers in the
 * envelope. Fixed seed and run count keep CI time flat; FUZZ_SEED / FUZZ_RUNS explore further.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_110);
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 30);

const t = await createTestApp({
  // Thousands of requests from one address: a 429 would hide what the route itself answers.
  RATE_LIMIT_SEARCHES_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '1000000',
  // Product pages and shop searches go to a closed local port: no request leaves the machine.
  SCRAPER_ALLOWED_HOSTS: '127.0.0.1:9',
  SCRAPER_TIMEOUT_MS: '1000',
  SCRAPER_SEARCH_BASE_URLS: JSON.stringify(
    Object.fromEntries(
      [
        'amazon',
        'trendyol',
        'hepsiburada',
        'n11',
        'ciceksepeti',
        'teknosa',
        'mediamarkt',
        'boyner',
      ].map((shop) => [shop, 'http://127.0.0.1:9']),
    ),
  ),
});
const scene = await createScene(t.app, 'public');
const privateScene = await createScene(t.app, 'private');
const knownIds = [scene, privateScene].flatMap((s) => [
  s.owner.user.id,
  s.other.user.id,
  s.collection.id,
  s.product.id,
  s.comment.id,
  s.notification.id,
]);
const routes = listRoutes(t.app);
afterAll(() => t.close());

const encodings = [
  'json',
  'multipart',
  'urlencoded',
  'json-cut',
  'multipart-cut',
  'multipart-no-boundary',
  'none',
] as const;
type Encoding = (typeof encodings)[number];

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function fieldsOf(body: unknown): [string, string][] {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    return Object.entries(body).map(([name, value]) => [name, asText(value) ?? '']);
  }
  return [['value', asText(body) ?? '']];
}

function multipartPayload(body: unknown, boundary: string): string {
  const parts = fieldsOf(body).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

/** The body as one encoding, intact or broken. */
function encode(body: unknown, encoding: Encoding): { payload?: string; contentType?: string } {
  const json = JSON.stringify(body ?? null);
  const form = multipartPayload(body, 'fuzz-boundary');
  switch (encoding) {
    case 'json':
      return { payload: json, contentType: 'application/json' };
    case 'json-cut':
      return {
        payload: json.slice(0, Math.ceil(json.length / 2)),
        contentType: 'application/json',
      };
    case 'multipart':
      return { payload: form, contentType: 'multipart/form-data; boundary=fuzz-boundary' };
    case 'multipart-cut':
      return {
        payload: form.slice(0, Math.ceil(form.length / 2)),
        contentType: 'multipart/form-data; boundary=fuzz-boundary',
      };
    case 'multipart-no-boundary':
      return { payload: form, contentType: 'multipart/form-data' };
    case 'urlencoded':
      return {
        payload: new URLSearchParams(fieldsOf(body)).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'none':
      return {};
  }
}

const stringSchema: JsonSchema = { type: 'string' };

/** Mostly values the schema allows, so calls reach the domain code; else hostile ones anywhere. */
function valueArbitrary(schema: JsonSchema) {
  return fc.oneof(
    { weight: 3, arbitrary: arbitraryFromSchema(schema, { knownIds, hostile: false }) },
    { weight: 2, arbitrary: arbitraryFromSchema(schema, { knownIds, hostile: true }) },
  );
}

function requestArbitrary(route: RouteOperation) {
  const byLocation = (where: string) => route.parameters.filter((p) => p.in === where);
  const valuesOf = (where: string) =>
    fc.record(
      Object.fromEntries(
        byLocation(where).map((p) => [p.name, valueArbitrary(p.schema ?? stringSchema)]),
      ),
      {
        requiredKeys: byLocation(where)
          .filter((p) => p.required)
          .map((p) => p.name),
      },
    );
  return fc.record({
    signedIn: fc.boolean(),
    path: valuesOf('path'),
    query: valuesOf('query'),
    extraQuery: fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }),
    body: route.body ? valueArbitrary(route.body) : hostileValue,
    encoding: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom<Encoding[]>('json', 'multipart') },
      { weight: 2, arbitrary: fc.constantFrom(...encodings) },
    ),
  });
}

function urlOf(route: RouteOperation, path: Record<string, unknown>, query: URLSearchParams) {
  const pathname = route.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(asText(path[name]) ?? ''),
  );
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** No 5xx; every error, and every JSON reply, is the envelope with its own status. */
function expectEnvelope(res: LightMyRequestResponse) {
  expect(res.statusCode).toBeLessThan(500);
  const type = String(res.headers['content-type'] ?? '');
  const file = String(res.headers['content-disposition'] ?? '').startsWith('attachment');
  // A download (the extension zip, the data export) and a picture are files, not envelopes.
  if (res.statusCode < 400 && (file || !type.includes('json'))) return;
  const body = res.json() as Record<string, unknown>;
  expect(body).toEqual({
    success: res.statusCode < 400,
    message: expect.stringMatching(/\S/),
    data: body.data,
    statusCode: res.statusCode,
  });
  expect('data' in body).toBe(true);
}

describe('every route under generated and hostile requests', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const route of routes) {
    it(route.key, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          const query = new URLSearchParams();
          for (const [name, value] of Object.entries({ ...request.extraQuery, ...request.query })) {
            query.append(name, asText(value) ?? '');
          }
          const { payload, contentType } = encode(request.body, request.encoding);
          const headers: Record<string, string> = contentType
            ? { 'content-type': contentType }
            : {};
          if (request.signedIn) {
            // Signed afresh: a logout in an earlier run may have ended the older tokens.
            const token = await signAccessToken(scene.owner.user.id, t.app.ctx.secrets.jwtKey);
            headers.authorization = `Bearer ${token}`;
          }
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: urlOf(route, request.path, query),
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          expectEnvelope(res);
        }),
        { seed, numRuns: runsPerRoute, endOnFailure: true },
      );
    });
  }
});
