/* global self, clients */
// Kolekt's price alerts (issue #12), imported into the generated offline worker
// (vite.config.ts `workbox.importScripts`). The payload is JSON: {title, body, url, tag}.

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = payload.title || 'Kolekt';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body || '',
      // One notification per change: a repeat with the same tag replaces the one shown.
      tag: payload.tag,
      data: { url: payload.url || '/' },
      icon: '/pwa-192.png',
      badge: '/pwa-192.png',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  const ours = new URL(url).origin === self.location.origin;
  event.waitUntil(
    Promise.all([
      clients.matchAll({ type: 'window', includeUncontrolled: true }),
      clients.matchAll({ type: 'window' }),
    ]).then(([windows, controlled]) => {
      // A tab already on that page is brought forward.
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      // Only a tab this worker controls can be sent elsewhere: navigate() refuses one loaded
      // before the worker started (a first visit), so then the page opens in a new tab.
      const kolekt = ours ? controlled[0] : undefined;
      if (kolekt) return kolekt.focus().then((client) => client.navigate(url));
      return clients.openWindow(url);
    }),
  );
});
