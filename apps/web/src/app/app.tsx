import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import type { FirstScreenState } from '@/lib/first-screen-state';
import { refetchOnSessionChange } from '@/lib/refetch-on-session-change';
import { loadMatchedRoutes } from './load-matched-routes';
import { queryDefaults } from '@/lib/query-defaults';
import { routes } from './route-table';

const queryClient = new QueryClient({ defaultOptions: queryDefaults });

refetchOnSessionChange(queryClient);

function App({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * Draws the app into `container`. When the server drew this page's first screen as this visitor
 * would see it (`firstScreen`), React adopts that HTML: the page's code and the answers it was
 * drawn from are in place before the first render, which is then the same tree.
 */
export async function startApp(container: HTMLElement, firstScreen?: FirstScreenState) {
  // A page the server drew stays in view until the page itself replaces it, never a loading
  // screen in between (a visitor with a session or another language gets their own render).
  const [hydration, routesLoaded] = await Promise.all([
    firstScreen ? import('./hydrate-queries').catch(() => undefined) : undefined,
    container.hasChildNodes()
      ? loadMatchedRoutes(routes, window.location.pathname).then(
          () => true,
          // Offline or a new deploy: the router tries again and explains if it must.
          () => false,
        )
      : false,
  ]);
  const router = createBrowserRouter(routes);
  if (firstScreen && hydration && routesLoaded) {
    hydration.hydrate(queryClient, firstScreen.queries);
    // In a transition React adopts the page in slices, between which the browser answers taps.
    startTransition(() => {
      hydrateRoot(container, <App router={router} />);
    });
  } else {
    createRoot(container).render(<App router={router} />);
  }
}
