import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { hub } from '@kolekt/shared/constants';
import { hubEvents } from '@kolekt/shared/notification';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { verifyAccessToken } from '../features/auth/access-token';
import { closeFrame, frame, messageType, parseFrames, pingFrame } from './hub-protocol';

interface Connection {
  userId: string;
  lastSeen: number;
  ready: boolean;
}

/** A client silent for this long is gone (its keep-alive pings come every 15 s). */
const silenceLimitMs = hub.serverTimeoutMs * 2;

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * `/hubs/notification`: the SignalR JSON hub protocol over WebSocket (the official client with
 * skipNegotiation). The access token arrives as `access_token` in the query string (or as a
 * bearer header from non-browser clients); each socket
 * gets its own user's `ReceiveNotification` invocations, from whichever instance caused them.
 */
export function attachNotificationHub(app: FastifyInstance) {
  const { ctx } = app;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 64 * 1024,
    perMessageDeflate: false,
  });
  const connections = new Map<WebSocket, Connection>();
  const byUser = new Map<string, Set<WebSocket>>();

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://hub');
    if (url.pathname !== hub.path) return refuse(socket, '404 Not Found');
    // Browsers cannot set headers on a WebSocket, so they send the token in the query string;
    // other clients (the official one in Node) send the usual bearer header.
    const header = request.headers.authorization;
    const token =
      url.searchParams.get('access_token') ??
      (header?.startsWith('Bearer ') ? header.slice(7) : null);
    const userId = token ? await verifyAccessToken(token, ctx.secrets.jwtKey) : null;
    if (!userId) return refuse(socket, '401 Unauthorized');
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, userId));
  }

  function accept(ws: WebSocket, userId: string) {
    const connection: Connection = { userId, lastSeen: Date.now(), ready: false };
    connections.set(ws, connection);
    ws.on('message', (data) => receive(ws, connection, data.toString()));
    ws.on('close', () => forget(ws, connection));
    ws.on('error', () => ws.terminate());
  }

  function receive(ws: WebSocket, connection: Connection, data: string) {
    connection.lastSeen = Date.now();
    for (const message of parseFrames(data)) {
      if (!connection.ready) {
        if (message.protocol !== 'json') {
          ws.send(
            frame({ error: `Requested protocol '${String(message.protocol)}' is not available.` }),
          );
          ws.close(1002);
          return;
        }
        ws.send(frame({}));
        connection.ready = true;
        let sockets = byUser.get(connection.userId);
        if (!sockets) byUser.set(connection.userId, (sockets = new Set()));
        sockets.add(ws);
        continue;
      }
      if (message.type === messageType.close) return ws.close(1000);
      if (message.type === messageType.invocation && typeof message.invocationId === 'string') {
        // This hub has no server methods; a call that waits for an answer gets an error, not silence.
        ws.send(
          frame({
            type: messageType.completion,
            invocationId: message.invocationId,
            error: 'Method does not exist.',
          }),
        );
      }
    }
  }

  function forget(ws: WebSocket, connection: Connection) {
    connections.delete(ws);
    const sockets = byUser.get(connection.userId);
    sockets?.delete(ws);
    if (sockets?.size === 0) byUser.delete(connection.userId);
  }

  const unsubscribe = ctx.bus.subscribe(({ userId, notification }) => {
    const sockets = byUser.get(userId);
    if (!sockets) return;
    const message = frame({
      type: messageType.invocation,
      target: hubEvents.receiveNotification,
      arguments: [notification],
    });
    for (const ws of sockets) ws.send(message);
  });

  // One timer for all sockets: pings keep the client's 30 s server timeout satisfied.
  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const [ws, connection] of connections) {
      if (now - connection.lastSeen > silenceLimitMs) ws.terminate();
      else if (connection.ready) ws.send(pingFrame);
    }
  }, hub.keepAliveMs);
  heartbeat.unref();

  app.server.on('upgrade', (request, socket, head) => {
    upgrade(request, socket, head).catch(() => refuse(socket, '500 Internal Server Error'));
  });

  // On shutdown every client is told to reconnect (to another instance) before its socket closes.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    for (const ws of connections.keys()) {
      ws.send(closeFrame);
      ws.close(1001);
    }
    wss.close();
  });

  return { connectionCount: () => connections.size };
}
