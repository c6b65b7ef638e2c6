import http, { type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeResolver,
  sendPage,
  startFixtureServer,
  type FixtureServer,
} from '../test-support/fixture-server';
import { startGuardProxy, type GuardProxy } from './guard-proxy';
import type { ProxySession } from './proxy-session';

/** Basic credentials as the proxy URL carries them, or a forged pair. */
function credentials(proxy: GuardProxy, session: ProxySession, password?: string): string {
  const url = new URL(proxy.proxyUrl(session));
  return `Basic ${Buffer.from(`${url.username}:${password ?? url.password}`).toString('base64')}`;
}

function connect(proxy: GuardProxy, target: string, auth?: string) {
  return new Promise<{ status: number; socket: Socket }>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port: proxy.port,
      method: 'CONNECT',
      path: target,
      headers: auth ? { 'proxy-authorization': auth } : {},
    });
    request.on('connect', (response: IncomingMessage, socket: Socket) =>
      resolve({ status: response.statusCode ?? 0, socket }),
    );
    request.on('error', reject);
    request.end();
  });
}

/** Reads what comes back on a tunnel after sending a plain GET through it. */
function getThrough(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.write('GET / HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
  });
}

describe('the guard proxy', () => {
  let proxy: GuardProxy;
  let inside: FixtureServer;
  let session: ProxySession;
  beforeAll(async () => {
    proxy = await startGuardProxy();
    inside = await startFixtureServer((_request, response) => sendPage(response, 'secret'));
    session = proxy.openSession({
      allowedHosts: [],
      resolve: fakeResolver({ 'evil.test': ['10.0.0.5'], 'inside.test': ['127.0.0.1'] }),
    });
  });
  afterAll(async () => {
    await proxy.close();
    await inside.close();
  });

  it.each(['10.0.0.5:443', 'evil.test:443', '[::1]:443'])(
    'refuses a CONNECT to the private address %s',
    async (target) => {
      session.refusal = undefined;
      const { status, socket } = await connect(proxy, target, credentials(proxy, session));
      socket.destroy();
      expect(status).toBe(403);
      expect(session.refusal).toMatchObject({ reason: 'forbidden_address' });
    },
  );

  it('never connects to an internal server a name points at', async () => {
    const { status, socket } = await connect(
      proxy,
      `inside.test:${inside.port}`,
      credentials(proxy, session),
    );
    socket.destroy();
    expect(status).toBe(403);
    expect(inside.connections()).toBe(0);
  });

  it('tunnels to an allowed host, pinned to the checked address', async () => {
    const allowed = proxy.openSession({
      allowedHosts: [`inside.test:${inside.port}`],
      resolve: fakeResolver({ 'inside.test': ['127.0.0.1'] }),
    });
    const { status, socket } = await connect(
      proxy,
      `inside.test:${inside.port}`,
      credentials(proxy, allowed),
    );
    expect(status).toBe(200);
    expect(await getThrough(socket)).toContain('secret');
    expect(allowed.handled).toBe(1);
    proxy.closeSession(allowed);
  });

  it.each([
    ['no credentials', () => undefined],
    ['a wrong secret', () => credentials(proxy, session, 'not-the-secret')],
  ])('answers 407 to a CONNECT with %s and connects nowhere', async (_name, auth) => {
    const before = inside.connections();
    const { status, socket } = await connect(proxy, `127.0.0.1:${inside.port}`, auth());
    socket.destroy();
    expect(status).toBe(407);
    expect(inside.connections()).toBe(before);
  });

  it('answers 407 to a plain request without our secret', async () => {
    const before = inside.connections();
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port: proxy.port,
          path: `http://127.0.0.1:${inside.port}/`,
          headers: { 'proxy-authorization': credentials(proxy, session, 'guess') },
        },
        resolve,
      );
      request.on('error', reject);
    });
    response.resume();
    expect(response.statusCode).toBe(407);
    expect(response.headers['proxy-authenticate']).toMatch(/^Basic /);
    expect(inside.connections()).toBe(before);
  });

  it('forgets a closed session', async () => {
    const closed = proxy.openSession({
      allowedHosts: [`127.0.0.1:${inside.port}`],
      resolve: fakeResolver({}),
    });
    const auth = credentials(proxy, closed);
    proxy.closeSession(closed);
    const { status, socket } = await connect(proxy, `127.0.0.1:${inside.port}`, auth);
    socket.destroy();
    expect(status).toBe(407);
  });
});
