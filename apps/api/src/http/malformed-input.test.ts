import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/** The error envelope every refused request gets. */
function expectEnvelope(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({
    success: false,
    statusCode: status,
    message: expect.any(String),
  });
}

describe('malformed requests (finding 2)', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ({ auth } = await createUser(t.app));
  });
  afterAll(() => t.close());

  it('answers a multipart body with no boundary with 400, on open and signed-in routes', async () => {
    for (const [url, headers] of [
      ['/api/auth/login', {}],
      ['/api/collection/create', auth],
      ['/api/user/profile-image', auth],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data' },
        payload: 'email=a@b.co',
      });
      expectEnvelope(res, 400);
      expect(res.json()).toMatchObject({ message: 'The form data is incomplete or malformed.' });
    }
  });

  it('answers a multipart body cut short, or with an empty boundary, with 400', async () => {
    const cut = '--b1\r\nContent-Disposition: form-data; name="email"\r\n\r\nayse@exa';
    for (const [contentType, payload] of [
      ['multipart/form-data; boundary=b1', cut],
      ['multipart/form-data; boundary=""', '--\r\n'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/collection/create',
        headers: { ...auth, 'content-type': contentType },
        payload,
      });
      expectEnvelope(res, 400);
    }
  });

  it('refuses a NUL character in a body field with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/collection/create',
      headers: auth,
      payload: { name: 'Sum\u0000mer', description: null, isPublic: true },
    });
    expectEnvelope(res, 400);
    expect(res.json()).toMatchObject({
      message: 'Text must not contain the NUL character.',
      data: { errors: { name: ['Text must not contain the NUL character.'] } },
    });
  });

  it('refuses a NUL character in a query or path with 400', async () => {
    for (const url of [
      '/api/collection/name?name=ab%00cd',
      '/api/user/userName?username=ab%00cd',
      '/api/product/name?title=ab%00cd',
      '/api/user/search?query=ab%00cd',
      '/avatars/ab%00cd.png',
    ]) {
      expectEnvelope(await t.app.inject({ url }), 400);
    }
  });

  it('refuses a NUL character in a multipart form field with 400', async () => {
    const boundary = 'nul-boundary';
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="biography"\r\n\r\nhi\u0000\r\n--${boundary}--\r\n`,
    });
    expectEnvelope(res, 400);
    expect(res.json()).toMatchObject({ data: { errors: { biography: expect.any(Array) } } });
  });

  it('keeps an undecodable URL (400) and an over-long path parameter (414) in the envelope', async () => {
    expectEnvelope(await t.app.inject({ url: '/api/collection/%E0%A4%A' }), 400);
    const long = await t.app.inject({ url: `/api/collection/${'a'.repeat(500)}` });
    expectEnvelope(long, 414);
    expect(long.json()).toMatchObject({ message: 'The address is too long.' });
  });
});

describe('requests Node refuses before Fastify sees them', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  function send(path: string, headers: Record<string, string>) {
    return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('answers headers over the size limit with 431 in the envelope', async () => {
    const res = await send('/api/health', { 'x-padding': 'a'.repeat(20_000) });
    expect(res.statusCode).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      message: 'The request headers are too large.',
      data: null,
      statusCode: 431,
    });
  });

  it('answers a request line over the size limit in the envelope too', async () => {
    const res = await send(`/api/health?q=${'a'.repeat(20_000)}`, {});
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, statusCode: res.statusCode });
  });
});
