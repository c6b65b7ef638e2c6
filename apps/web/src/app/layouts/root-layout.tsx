import { layout, timings } from '@kolekt/shared/constants';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AfterFirstScreen } from '@/components/after-first-screen';
import { OfflineBanner } from '@/components/offline-banner';
import { useProductAddress } from '@/features/products/hooks/use-product-address';
import { useSearchShortcut } from '@/features/search/hooks/use-search-shortcut';
import { useSiteTitleOnNavigation } from '@/hooks/use-document-title';
import { useMediaQuery } from '@/hooks/use-media-query';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { afterFirstScreen, useFirstScreenDrawn } from '@/lib/first-screen';
import { useModalStore } from '@/stores/modal-store';
import { useSearchStore } from '@/stores/search-store';

// Dialog, drawer, which dialog each kind opens, and the service-worker client stay out of the
// first chunk.
const loadModalRenderers = () => import('../modal-renderers');
const Modals = lazyWithPreload(() =>
  Promise.all([import('@/components/ui/modal/modal-root'), loadModalRenderers()]).then(
    ([{ ModalRoot }, { modalRenderers }]) =>
      function ModalLayer() {
        return <ModalRoot renderers={modalRenderers} />;
      },
  ),
);
// Toasts follow something the user did, never the first paint; sonner replays any made before
// its Toaster mounts.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
const PwaUpdatePrompt = lazy(() =>
  import('@/features/pwa/components/pwa-update-prompt').then((m) => ({
    default: m.PwaUpdatePrompt,
  })),
);

export function RootLayout() {
  const { pathname } = useLocation();
  const hasModal = useModalStore((state) => state.stack.length > 0);
  useSearchShortcut();
  useProductAddress();
  useFirstScreenDrawn();
  useSiteTitleOnNavigation(pathname);

  useEffect(
    () =>
      // Once the first screen is drawn and the browser idle, fetch what Ctrl/Cmd+K shows, so the
      // field is there for the first key typed after the shortcut rather than a spinner that
      // swallows it, without competing with the screen's own pictures. A failed fetch is simply
      // tried again on opening.
      afterFirstScreen(
        () =>
          void Promise.all([
            Modals.preload(),
            loadModalRenderers().then(({ preloadSearchOverlay }) => preloadSearchOverlay()),
          ]).catch(() => undefined),
      ),
    [],
  );

  useEffect(() => {
    if (!pathname.includes('/search')) useSearchStore.getState().reset();
  }, [pathname]);

  return (
    <>
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        {hasModal ? <Modals /> : null}
        <AfterFirstScreen>
          {import.meta.env.PROD ? <PwaUpdatePrompt /> : null}
          <ToasterLayer hasModal={hasModal} />
        </AfterFirstScreen>
      </Suspense>
    </>
  );
}

/** Drawn after the first screen only, so the width it reads is never asked of the server. */
function ToasterLayer({ hasModal }: { hasModal: boolean }) {
  const wide = useMediaQuery(`(min-width: ${layout.mobileBreakpointPx}px)`);
  return (
    <Toaster
      // Spec §2 says bottom-right; over a dialog (a bottom drawer on a phone, whose drawer stops
      // 6rem short of the top) and on a phone toasts go to the top, clear of its buttons (#32).
      position={wide && !hasModal ? 'bottom-right' : 'top-center'}
      duration={timings.toastDurationMs}
      // Spec §9: three at once in the base layer, one at a time while a modal is open.
      visibleToasts={hasModal ? 1 : 3}
      closeButton
      gap={14}
      richColors
    />
  );
}
