import { spawn } from 'node:child_process';
import { once, EventEmitter } from 'node:events';
import * as dbus from '@homebridge/dbus-native';

/** The service side of @homebridge/dbus-native, which its bundled types leave out. */
interface ServiceBus {
  requestName(name: string, flags: number, callback: (error: unknown) => void): void;
  exportInterface(
    object: EventEmitter,
    path: string,
    description: {
      name: string;
      methods: Record<string, [string, string]>;
      signals: Record<string, [string]>;
    },
  ): void;
  connection: { end(): void };
}
const { sessionBus } = dbus as unknown as {
  sessionBus(options: { busAddress: string }): ServiceBus;
};

/** A notification as the desktop was asked to show it. */
export interface DesktopNotification {
  id: number;
  summary: string;
  body: string;
}

const name = 'org.freedesktop.Notifications';
const path = '/org/freedesktop/Notifications';

/**
 * A desktop's notification server (freedesktop.org Desktop Notifications) on a D-Bus session bus
 * of its own. Chromium on Linux shows a site's notifications through it when one is there, and a
 * click on one (the `ActionInvoked` signal) reaches the site's service worker as a real
 * `notificationclick`, allowed to focus and open windows. A script-made event cannot stand in:
 * its `waitUntil` throws, and Chromium refuses it windows. A persistent context is needed: a
 * click is routed to a profile, and Playwright's other contexts are none.
 */
export async function startNotificationDaemon() {
  const daemon = spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [firstLine] = (await once(daemon.stdout, 'data')) as [Buffer];
  const address = firstLine.toString().trim();
  const bus = sessionBus({ busAddress: address });

  const shown: DesktopNotification[] = [];
  const server = Object.assign(new EventEmitter(), {
    GetCapabilities: () => ['actions', 'body'],
    GetServerInformation: () => ['kolekt-e2e', 'Kolekt', '1', '1.2'],
    Notify: (_app: string, _replaces: number, _icon: string, summary: string, body: string) => {
      shown.push({ id: shown.length + 1, summary, body });
      return shown.length;
    },
    CloseNotification: () => undefined,
  });
  bus.exportInterface(server, path, {
    name,
    methods: {
      GetCapabilities: ['', 'as'],
      GetServerInformation: ['', 'ssss'],
      Notify: ['susssasa{sv}i', 'u'],
      CloseNotification: ['u', ''],
    },
    signals: { ActionInvoked: ['us'] },
  });
  await new Promise<void>((resolve, reject) =>
    bus.requestName(name, 0, (error) => (error ? reject(new Error(String(error))) : resolve())),
  );

  return {
    /** For the browser's environment. */
    env: { DBUS_SESSION_BUS_ADDRESS: address },
    shown,
    /** A person clicking the notification's body. */
    click(id: number) {
      server.emit('ActionInvoked', id, 'default');
    },
    stop() {
      bus.connection.end();
      daemon.kill();
    },
  };
}
