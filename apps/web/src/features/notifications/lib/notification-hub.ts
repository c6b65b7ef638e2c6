import { hub } from '@kolekt/shared/constants';
import { hubEvents } from '@kolekt/shared/hub-events';
import type { HubClientEvents } from '@kolekt/shared/notification';

interface NotificationHubOptions {
  /** Read on every (re)connect, so a refreshed token is used after a drop or at expiry. */
  accessTokenFactory: () => string | Promise<string>;
  onNotification: (notification: HubClientEvents['ReceiveNotification']) => void;
}

/**
 * Builds the `/hubs/notification` connection of spec §7/§9 (not started). The SignalR client is
 * imported here, on demand, so it stays out of the first route's bundle.
 */
export async function createNotificationHub({
  accessTokenFactory,
  onNotification,
}: NotificationHubOptions) {
  const signalr = await import('@microsoft/signalr');
  const connection = new signalr.HubConnectionBuilder()
    .withUrl(hub.path, {
      skipNegotiation: true,
      transport: signalr.HttpTransportType.WebSockets,
      accessTokenFactory,
    })
    .withAutomaticReconnect([...hub.reconnectDelaysMs])
    .withServerTimeout(hub.serverTimeoutMs)
    .withKeepAliveInterval(hub.keepAliveMs)
    // Spec §8: hub failures are only logged; SignalR's own logger would use console.error.
    .configureLogging({
      log: (level, message) => {
        if (level >= signalr.LogLevel.Warning) console.warn(`[hub] ${message}`);
      },
    })
    .build();
  connection.on(hubEvents.receiveNotification, onNotification);
  return connection;
}
