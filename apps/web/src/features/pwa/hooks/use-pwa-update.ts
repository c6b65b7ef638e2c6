import { useRef, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers /sw.js from our own bundle (no inline script) and says whether to offer an update.
 *
 * Only a page that a worker already controls has something old to replace: a first visit was
 * loaded from the network, and a worker that takes over there sends no `controlling` event, so
 * the plugin's own reload never came and the banner stayed. Update therefore reloads itself, once,
 * when the waiting worker has activated.
 */
export function usePwaUpdate() {
  const [updating, setUpdating] = useState(false);
  const reloaded = useRef(false);
  const reload = () => {
    if (reloaded.current) return;
    reloaded.current = true;
    window.location.reload();
  };
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onNeedReload: reload,
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });

  async function update() {
    setUpdating(true);
    const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
    // Another tab may have activated it already: this page only needs the new files.
    if (!waiting) return reload();
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated') reload();
    });
    await updateServiceWorker(true);
  }

  const controlled = Boolean(navigator.serviceWorker?.controller);
  return { offerUpdate: needRefresh && controlled && !updating, update };
}
