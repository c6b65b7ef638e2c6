import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

function hubUrl(app: FastifyInstance) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  return `127.0.0.1:${address.port}/hubs/notification`;
}

/** How a hub connection ended, as the official client reports it. */
export interface WatchedHub {
  connection: HubConnection;
  /** Set when the connection closed for good: the server's error, or '' for a clean stop. */
  closedWith: string | null;
  reconnecting: number;
  reconnected: number;
}

/**
 * The official client as the web app builds it (reconnecting, token read on every attempt),
 * recording closes and reconnects.
 */
export async function watchHub(
  app: FastifyInstance,
  accessTokenFactory: () => string | Promise<string>,
): Promise<WatchedHub> {
  const connection = new HubConnectionBuilder()
    .withUrl(`http://${hubUrl(app)}`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory,
    })
    .withAutomaticReconnect([0, 0, 0])
    .configureLogging(LogLevel.None)
    .build();
  const watched: WatchedHub = { connection, closedWith: null, reconnecting: 0, reconnected: 0 };
  connection.onclose((error) => (watched.closedWith = error?.message ?? ''));
  connection.onreconnecting(() => (watched.reconnecting += 1));
  connection.onreconnected(() => (watched.reconnected += 1));
  await connection.start();
  return watched;
}

/** Opens a bare WebSocket and answers the upgrade's status: 101 when a socket opened. */
export function upgradeStatus(
  app: FastifyInstance,
  token: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; socket: WebSocket | null }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://${hubUrl(app)}?access_token=${token}`, { headers });
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0, socket: null });
      socket.terminate();
    });
    socket.once('error', () => resolve({ status: 0, socket: null }));
  });
}
