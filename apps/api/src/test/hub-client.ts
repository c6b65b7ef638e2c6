import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import type { Notification } from '@kolekt/shared/notification';
import type { FastifyInstance } from 'fastify';

/** The official SignalR client, connected the way the web app connects. */
export async function connectHub(app: FastifyInstance, token: string) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  return connectHubAt(`http://127.0.0.1:${address.port}`, token);
}

/**
 * The same, to the hub of any origin: an api in another process, or a proxy in front of it.
 * `pageOrigin` is sent as the socket's Origin, as a browser sends its page's.
 */
export async function connectHubAt(origin: string, token: string, pageOrigin?: string) {
  const received: Notification[] = [];
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(`${origin}/hubs/notification`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
      headers: pageOrigin ? { origin: pageOrigin } : undefined,
    })
    .configureLogging(LogLevel.None)
    .build();
  connection.on('ReceiveNotification', (notification: Notification) => received.push(notification));
  await connection.start();
  return { connection, received };
}

export async function waitFor(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
