import { importJWK, SignJWT, type JWTPayload } from 'jose';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService } from './fake-push-service';

type VapidKeys = ReturnType<typeof webpush.generateVAPIDKeys>;

const message = { title: 'Fiyat düştü', body: 'Kettle ₺999', url: '/watching', tag: 't' };
const subject = 'mailto:alerts@kolekt.test';

/** A VAPID JWT signed with `keys`, with any claims, as a careless or hostile sender makes one. */
async function signVapid(keys: VapidKeys, claims: JWTPayload) {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const privateKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
      d: keys.privateKey,
    },
    'ES256',
  );
  return new SignJWT(claims).setProtectedHeader({ typ: 'JWT', alg: 'ES256' }).sign(privateKey);
}

/** web-push's request sent with fetch, as the api sends it (fetch sets the length itself). */
function post(request: webpush.RequestDetails, endpoint = request.endpoint) {
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name !== 'Content-Length')
      .map(([name, value]) => [name, String(value)]),
  );
  return fetch(endpoint, { method: 'POST', headers, body: request.body });
}

describe('the fake push service', () => {
  let push: FakePushService;
  const server = webpush.generateVAPIDKeys();
  const stranger = webpush.generateVAPIDKeys();
  beforeAll(async () => {
    push = await startFakePushService();
  });
  afterAll(() => push.close());

  /** Posts `message` to a new subscription as web-push builds it, with the header changed. */
  async function send(authorization?: (valid: string, audience: string) => Promise<string>) {
    const subscription = push.subscribe({ applicationServerKey: server.publicKey });
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
      vapidDetails: { subject, ...server },
      TTL: 60,
    });
    const audience = new URL(subscription.endpoint).origin;
    if (authorization) {
      request.headers.Authorization = await authorization(
        String(request.headers.Authorization),
        audience,
      );
    }
    const response = await post(request);
    return { status: response.status, push: push.requestsTo(subscription.endpoint).at(-1)! };
  }

  const now = () => Math.floor(Date.now() / 1000);
  const claims = (audience: string) => ({ aud: audience, sub: subject, exp: now() + 3600 });
  const header = (token: string, key: string) => `vapid t=${token}, k=${key}`;

  it('accepts what web-push sends, and keeps the payload as the browser decrypts it', async () => {
    const { status, push: received } = await send();
    expect(status).toBe(201);
    expect(received.message).toEqual(message);
    expect(received.refused).toBeUndefined();
  });

  it('refuses a token signed by another key, or a key the subscription was not made for', async () => {
    const forged = await send(async (_valid, audience) =>
      header(await signVapid(stranger, claims(audience)), server.publicKey),
    );
    expect(forged).toMatchObject({
      status: 401,
      push: { refused: 'signature verification failed' },
    });
    const otherKey = await send(async (_valid, audience) =>
      header(await signVapid(stranger, claims(audience)), stranger.publicKey),
    );
    expect(otherKey).toMatchObject({
      status: 403,
      push: { refused: 'key is not the subscription’s' },
    });
    expect((await send(async () => '')).status).toBe(401);
  });

  it('refuses an expired, far-off, mis-addressed or contactless token', async () => {
    const refusedWith = async (change: (audience: string) => JWTPayload) =>
      send(async (_valid, audience) =>
        header(await signVapid(server, change(audience)), server.publicKey),
      );
    const expired = await refusedWith((aud) => ({ ...claims(aud), exp: now() - 60 }));
    expect(expired).toMatchObject({
      status: 401,
      push: { refused: '"exp" claim timestamp check failed' },
    });
    const farOff = await refusedWith((aud) => ({ ...claims(aud), exp: now() + 25 * 3600 }));
    expect(farOff).toMatchObject({ status: 401, push: { refused: 'exp more than 24 h ahead' } });
    const elsewhere = await refusedWith(() => claims('https://push.other.example'));
    expect(elsewhere).toMatchObject({
      status: 401,
      push: { refused: 'unexpected "aud" claim value' },
    });
    const plainHttp = await refusedWith((aud) => ({ ...claims(aud), sub: 'http://kolekt.test' }));
    expect(plainHttp).toMatchObject({
      status: 401,
      push: { refused: 'sub is not a mailto: or https: URL' },
    });
  });

  it('refuses a body encrypted for another browser, and an endpoint it never handed out', async () => {
    const other = push.subscribe({ applicationServerKey: server.publicKey });
    const target = push.subscribe({ applicationServerKey: server.publicKey });
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: other.keys },
      JSON.stringify(message),
      { vapidDetails: { subject, ...server }, TTL: 60 },
    );
    const misread = await post(request);
    expect(misread.status).toBe(400);
    expect(push.requestsTo(target.endpoint)).toMatchObject([
      { refused: 'payload does not decrypt' },
    ]);
    expect(push.messagesTo(target.endpoint)).toEqual([]);
    const unknown = await post(request, `${new URL(target.endpoint).origin}/push/never`);
    expect(unknown.status).toBe(404);
  });
});
