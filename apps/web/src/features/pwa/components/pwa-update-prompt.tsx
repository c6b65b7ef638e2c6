import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateBanner } from './update-banner';

/** Registers /sw.js from our own bundle (no inline script) and offers waiting updates. */
export function PwaUpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
  if (!needRefresh) return null;
  return <UpdateBanner onUpdate={() => void updateServiceWorker(true)} />;
}
