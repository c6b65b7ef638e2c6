import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { hub, type Language } from '@kolekt/shared/constants';
import { hubEvents } from '@kolekt/shared/notification';
import { wordNotificationRecord } from '@kolekt/shared/word-notification';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AccessClaims } from '../lib/auth-service';
import { requestLanguage } from '../lib/language';
import { bearerToken } from '../lib/bearer-token';
import { isSessionsEnded, type NotificationEvent, type SessionsEndedEvent } from './event-bus';
import { isAllowedHubOrigin } from './hub-origin';
import { createSpreadHeartbeat } from './spread-heartbeat';
import { closeFrame, endedFrame, frame, messageType, parseFrames, pingFrame } from './hub-protocol';

interface Connection {
  claims: AccessClaims;
  /** The recipient's language, read once at connect: no read per delivered notification. */
  language: Language;
  lastSeen: number;
  ready: boolean;
  expiry: NodeJS.Timeout;
  leaveHeartbeat: () => void;
}

/** A client silent for this long is gone (its keep-alive pings come every 15 s). */
const silenceLimitMs = hub.serverTimeoutMs * 2;
/** The keep-alive period is walked in this many steps (every 250 ms), a slice of sockets each. */
const heartbeatSlices = 60;

/**
 * Sockets one user may hold on one instance (tabs, devices); past it the new one is refused, so
 * a flood on one token costs an HTTP reply, not a socket, and cannot push out the user's own.
 */
export const maxSocketsPerUser = 10;

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * `/hubs/notification`: the SignalR JSON hub protocol over WebSocket (the official client with
 * skipNegotiation). The access token arrives as `access_token` in the query string (or as a
 * bearer header from non-browser clients); each socket
 * gets its own user's `ReceiveNotification` invocations, from whichever instance caused them,
 * worded in that user's language.
 * A socket lives no longer than its token or its session (decision 0017).
 */
export function attachNotificationHub(
  app: FastifyInstance,
  options: {
    /** The language a user's notifications are worded in (the notifications feature's). */
    readerLanguage: (userId: string, requested: Language) => Promise<Language>;
  },
) {
  const { ctx } = app;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 64 * 1024,
    perMessageDeflate: false,
  });
  const connections = new Map<WebSocket, Connection>();
  const byUser = new Map<string, Set<WebSocket>>();

  // Pings keep the client's 30 s server timeout satisfied; a silent client is dropped.
  const heartbeat = createSpreadHeartbeat<WebSocket>({
    periodMs: hub.keepAliveMs,
    slices: heartbeatSlices,
    visit(ws) {
      const connection = connections.get(ws);
      if (!connection) return;
      if (Date.now() - connection.lastSeen > silenceLimitMs) ws.terminate();
      else if (connection.ready) ws.send(pingFrame);
    },
  });

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://hub');
    if (url.pathname !== hub.path) return refuse(socket, '404 Not Found');
    if (!isAllowedHubOrigin(request, ctx.config)) return refuse(socket, '403 Forbidden');
    // Browsers cannot set headers on a WebSocket, so they send the token in the query string;
    // other clients (the official one in Node) send the usual bearer header.
    const token =
      url.searchParams.get('access_token') ?? bearerToken(request.headers.authorization);
    const claims = token ? await ctx.auth.verifyAccessToken(token) : null;
    if (!claims) return refuse(socket, '401 Unauthorized');
    const [active, language] = await Promise.all([
      // A signed-out session's access token lives on until it expires; it opens no socket.
      ctx.auth.isSignInActive(claims),
      options.readerLanguage(claims.userId, requestLanguage(request)),
    ]);
    if (!active) return refuse(socket, '401 Unauthorized');
    // Counted and registered with no await in between (ws upgrades synchronously).
    if ((byUser.get(claims.userId)?.size ?? 0) >= maxSocketsPerUser) {
      return refuse(socket, '429 Too Many Requests');
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, claims, language));
  }

  function accept(ws: WebSocket, claims: AccessClaims, language: Language) {
    // At expiry the client is told to reconnect, which it does with a freshly refreshed token.
    const expiry = setTimeout(() => end(ws, { reconnect: true }), claims.expiresAtMs - Date.now());
    expiry.unref();
    const connection: Connection = {
      claims,
      language,
      lastSeen: Date.now(),
      ready: false,
      expiry,
      leaveHeartbeat: heartbeat.join(ws),
    };
    connections.set(ws, connection);
    let sockets = byUser.get(claims.userId);
    if (!sockets) byUser.set(claims.userId, (sockets = new Set()));
    sockets.add(ws);
    ws.on('message', (data) => receive(ws, connection, data.toString()));
    ws.on('close', () => forget(ws, connection));
    ws.on('error', () => ws.terminate());
  }

  /** Closes a socket the SignalR way: with or without leave to reconnect. */
  function end(ws: WebSocket, { reconnect }: { reconnect: boolean }) {
    if (connections.get(ws)?.ready) ws.send(reconnect ? closeFrame : endedFrame);
    ws.close(1000);
  }

  function endSessions(event: SessionsEndedEvent) {
    for (const ws of byUser.get(event.userId) ?? []) {
      const { claims } = connections.get(ws)!;
      if (event.kind === 'session-ended') {
        if (claims.familyId === event.familyId) end(ws, { reconnect: false });
      } else if (claims.issuedAtMs < event.endedAt) {
        // Told to reconnect: the device that changed the password already holds a fresh token
        // and comes back; every other one is refused at the upgrade, its token now too old.
        end(ws, { reconnect: true });
      }
    }
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
    clearTimeout(connection.expiry);
    connection.leaveHeartbeat();
    connections.delete(ws);
    const sockets = byUser.get(connection.claims.userId);
    sockets?.delete(ws);
    if (sockets?.size === 0) byUser.delete(connection.claims.userId);
  }

  /**
   * Worded from the event alone, in each socket's language: one frame per language among the
   * recipient's sockets (one, unless the setting changed between two of their connections).
   */
  function deliver({ userId, notification }: NotificationEvent) {
    const sockets = byUser.get(userId);
    if (!sockets) return;
    const frames = new Map<Language, string>();
    for (const ws of sockets) {
      const connection = connections.get(ws);
      if (!connection?.ready) continue;
      const { language } = connection;
      let message = frames.get(language);
      if (!message) {
        message = frame({
          type: messageType.invocation,
          target: hubEvents.receiveNotification,
          arguments: [wordNotificationRecord({ notification, language })],
        });
        frames.set(language, message);
      }
      ws.send(message);
    }
  }

  const unsubscribe = ctx.bus.subscribe((event) =>
    isSessionsEnded(event) ? endSessions(event) : deliver(event),
  );

  app.server.on('upgrade', (request, socket, head) => {
    upgrade(request, socket, head).catch(() => refuse(socket, '500 Internal Server Error'));
  });

  // On shutdown every client is told to reconnect (to another instance) before its socket closes.
  app.addHook('preClose', async () => {
    heartbeat.stop();
    unsubscribe();
    for (const ws of connections.keys()) {
      ws.send(closeFrame);
      ws.close(1001);
    }
    wss.close();
  });

  return { connectionCount: () => connections.size };
}
