import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AfterFirstScreen } from '@/components/after-first-screen';
import { useSearchShortcut } from '@/features/search/hooks/use-search-shortcut';
import { useSiteTitleOnNavigation } from '@/hooks/use-document-title';
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
// Online, the banner is an empty live region: it can wait for the first screen like the toasts.
const OfflineBanner = lazy(() =>
  import('@/components/offline-banner').then((m) => ({ default: m.OfflineBanner })),
);
const Later = lazy(() =>
  import('./after-first-screen-layer').then((m) => ({ default: m.AfterFirstScreenLayer })),
);

export function RootLayout() {
  const { pathname } = useLocation();
  const hasModal = useModalStore((state) => state.stack.length > 0);
  useSearchShortcut();
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
      <Outlet />
      {/* After the page, held at the window's bottom: at the top the fixed header hid it. */}
      <AfterFirstScreen>
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      </AfterFirstScreen>
      <ScrollRestoration />
      {/* Each lazy layer waits in a boundary of its own: sharing one, the later layer's chunk
          still on its way hid an open dialog (display: none), and the keys typed into it were lost. */}
      <Suspense fallback={null}>{hasModal ? <Modals /> : null}</Suspense>
      <AfterFirstScreen>
        <Suspense fallback={null}>
          <Later hasModal={hasModal} />
        </Suspense>
      </AfterFirstScreen>
    </>
  );
}
