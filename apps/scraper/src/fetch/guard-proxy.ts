import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { handleConnect } from './proxy-connect';
import { handleForward } from './proxy-forward';
import { SessionRegistry, type ProxySession, type SessionRules } from './proxy-session';

/**
 * The only way out for impit and the headless browser, neither of which lets us pin DNS: every
 * request and tunnel is resolved and checked here, then connected to the checked address.
 */
export interface GuardProxy {
  port: number;
  openSession(rules: SessionRules): ProxySession;
  closeSession(session: ProxySession): void;
  /** `http://id:secret@127.0.0.1:port`, for clients that take credentials in the URL (impit). */
  proxyUrl(session: ProxySession): string;
  close(): Promise<void>;
}

const authRequired =
  'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="kolekt-guard"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';

export async function startGuardProxy(): Promise<GuardProxy> {
  const sessions = new SessionRegistry();
  const clients = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const session = sessions.authorize(request.headers['proxy-authorization']);
    if (!session) {
      response.writeHead(407, {
        'proxy-authenticate': 'Basic realm="kolekt-guard"',
        'content-length': '0',
      });
      response.end();
      return;
    }
    void handleForward(session, request, response);
  });
  server.on('connect', (request, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const session = sessions.authorize(request.headers['proxy-authorization']);
    if (!session) socket.end(authRequired);
    else void handleConnect(session, request, socket, head);
  });
  server.on('connection', (socket: Socket) => {
    clients.add(socket);
    socket.once('close', () => clients.delete(socket));
  });
  // Loopback only: nothing off this machine can use the proxy, and the secret keeps out the rest.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A lazily started helper must not keep a finished process (or a test run) alive.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    port,
    openSession: (rules) => sessions.open(rules),
    closeSession: (session) => sessions.close(session),
    proxyUrl: (session) => `http://${session.id}:${sessions.secret}@127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        sessions.closeAll();
        for (const socket of clients) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let shared: Promise<GuardProxy> | undefined;

/** The process's guard proxy, started on first use. */
export function guardProxy(): Promise<GuardProxy> {
  shared ??= startGuardProxy().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** Stops the shared proxy (with the app); a later fetch starts a new one. */
export async function closeGuardProxy(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (current) await (await current).close();
}
