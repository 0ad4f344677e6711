import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Downloads the lazy page modules the current URL matches and puts them on their routes, so the first client
 * render is the page the server rendered (not the router's loading fallback) and hydration matches.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
