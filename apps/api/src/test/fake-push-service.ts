import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionInput } from '@kolekt/shared/price';
import { decrypt } from 'http_ece';
import { checkVapid } from './fake-push-vapid';

/** One request the service received, and what it made of it. */
export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  status: number;
  /** Why it was refused: a bad VAPID header, or a body the browser could not have read. */
  refused?: string;
  /** The decrypted payload, parsed as JSON: what the browser's service worker would get. */
  message?: unknown;
}

/** What the service keeps of a subscription; the browser's half of the keys stays here. */
interface Subscription {
  applicationServerKey: string;
  ecdh: ECDH;
  auth: Buffer;
}

/** RFC 8291 decryption with the browser's private key and auth secret; null when it fails. */
function readPayload(body: Buffer, subscription: Subscription): unknown {
  try {
    const plain = decrypt(body, {
      version: 'aes128gcm',
      privateKey: subscription.ecdh,
      authSecret: subscription.auth,
    });
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * A push service on 127.0.0.1 (plain http: PUSH_ALLOWED_HOSTS lets the api use it) that checks
 * what a real one checks and reads what a browser would. `subscribe` hands out a subscription as
 * a browser gets one (a P-256 key pair and a 16-byte auth secret, kept here); each push must carry
 * a valid VAPID header for the subscription's key (else 401/403) and an aes128gcm body that
 * decrypts with the subscription's keys (else 400). An unknown path answers 404; `answer` makes a
 * path answer another status (410 for a dropped subscription, 503 for an outage).
 */
export async function startFakePushService() {
  const received: PushRequest[] = [];
  const subscriptions = new Map<string, Subscription>();
  const statusByPath = new Map<string, number>();

  async function handle(path: string, headers: IncomingHttpHeaders, body: Buffer) {
    const subscription = subscriptions.get(path);
    if (!subscription) return { status: 404, refused: 'no such subscription' };
    const refusal = await checkVapid({
      authorization: headers.authorization,
      applicationServerKey: subscription.applicationServerKey,
      origin: origin(),
    });
    if (refusal) return { status: refusal.status, refused: refusal.reason };
    const status = statusByPath.get(path);
    if (status) return { status };
    if (headers['content-encoding'] !== 'aes128gcm' || !headers.ttl) {
      return { status: 400, refused: 'not aes128gcm with a TTL' };
    }
    const message = readPayload(body, subscription);
    if (message === null) return { status: 400, refused: 'payload does not decrypt' };
    return { status: 201, message };
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      void handle(path, request.headers, Buffer.concat(chunks)).then((outcome) => {
        received.push({ path, headers: request.headers, ...outcome });
        response.statusCode = outcome.status;
        response.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = () => `http://127.0.0.1:${port}`;
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;

  return {
    host: `127.0.0.1:${port}`,
    received,
    /** A new subscription for a server's VAPID public key, as `PushSubscription.toJSON()` gives it. */
    subscribe(options: { applicationServerKey: string }): PushSubscriptionInput {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomUUID()}`;
      subscriptions.set(path, { applicationServerKey: options.applicationServerKey, ecdh, auth });
      return {
        endpoint: `${origin()}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    /** The decrypted payloads the service accepted for one endpoint, oldest first. */
    messagesTo(endpoint: string): unknown[] {
      const path = pathOf(endpoint);
      return received.filter((push) => push.path === path && push.message).map((p) => p.message);
    },
    /** Every request to one endpoint, accepted or not. */
    requestsTo(endpoint: string): PushRequest[] {
      const path = pathOf(endpoint);
      return received.filter((push) => push.path === path);
    },
    answer(endpoint: string, status: number) {
      statusByPath.set(pathOf(endpoint), status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
