import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '@/components/route-error-page';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { RootLayout } from './layouts/root-layout';
import { startSession } from '@/lib/start-session';

/**
 * The guards decide on the real session, so their routes wait for the start-up refresh; every
 * other screen paints at once from the session kept in local storage, and follows the refresh
 * when it lands (an expired token is refreshed and the request retried by the api client).
 */
const afterSessionRefresh = {
  loader: async () => {
    await startSession();
    return null;
  },
  shouldRevalidate: () => false,
};

/** Every route of spec §2; each screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FullScreenLoader,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/welcome', lazy: () => import('./routes/landing') },
      {
        ...afterSessionRefresh,
        lazy: () => import('./layouts/auth-layout'),
        children: [
          { path: '/login', lazy: () => import('./routes/auth/login') },
          { path: '/register', lazy: () => import('./routes/auth/register') },
          { path: '/verify-email', lazy: () => import('./routes/auth/verify-email') },
          { path: '/forgot-password', lazy: () => import('./routes/auth/forgot-password') },
        ],
      },
      {
        lazy: () => import('./layouts/main-layout'),
        children: [
          {
            ...afterSessionRefresh,
            lazy: () => import('./layouts/require-auth'),
            children: [
              { index: true, lazy: () => import('./routes/dashboard') },
              { path: '/collections', lazy: () => import('./routes/collections') },
              { path: '/profile', lazy: () => import('./routes/profile') },
              { path: '/settings/account', lazy: () => import('./routes/account-settings') },
              { path: '/watching', lazy: () => import('./routes/watching') },
            ],
          },
          { path: '/collection/:id', lazy: () => import('./routes/collection') },
          { path: '/profile/:userId', lazy: () => import('./routes/user-profile') },
          { path: '/store/:slug', lazy: () => import('./routes/store') },
          { path: '/search', lazy: () => import('./routes/search') },
          { path: '/share', lazy: () => import('./routes/share') },
          { path: '/invite/:token', lazy: () => import('./routes/invite') },
          { path: '/extension', lazy: () => import('./routes/extension') },
          { path: '/privacy', lazy: () => import('./routes/privacy') },
          { path: '/terms', lazy: () => import('./routes/terms') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
