import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes that match `pathname` into the route table, as the router would once
 * created: a router made afterwards starts on the page itself, not on its loading screen, so its
 * first render is the page the server drew.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
