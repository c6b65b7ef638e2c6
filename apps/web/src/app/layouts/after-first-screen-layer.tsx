import { useEffect } from 'react';
import { ToasterLayer } from '@/components/toaster-layer';
import { ProductAddress } from '@/features/products/components/product-address';
import { PwaUpdatePrompt } from '@/features/pwa/components/pwa-update-prompt';
import { watchOnlineStatus } from '@/lib/online-status';
import { reconfirmSessionOnReconnect } from '@/lib/reconfirm-session';

/**
 * What the root layout needs only once the first screen is drawn, in one chunk: the toasts (sonner
 * replays any made before they mount), a product's address opening its details over the screen,
 * the offline worker's update prompt, and following the connection: the online state (read from
 * the browser when this starts, so a page loaded offline knows it) and a session the start-up
 * could not check, checked again when the connection returns.
 */
export function AfterFirstScreenLayer({ hasModal }: { hasModal: boolean }) {
  useEffect(() => {
    watchOnlineStatus();
    return reconfirmSessionOnReconnect();
  }, []);
  return (
    <>
      <ProductAddress />
      {import.meta.env.PROD ? <PwaUpdatePrompt /> : null}
      <ToasterLayer hasModal={hasModal} />
    </>
  );
}
