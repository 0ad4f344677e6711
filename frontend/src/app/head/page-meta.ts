import type { RouteObject } from 'react-router';

/** What a public page tells search engines and link previews; routes without it are client-rendered only. */
export interface PageMeta {
  description: string;
  /** False for pages that only make sense to one visitor (the cart, account forms): no sitemap entry, noindex. */
  indexed: boolean;
  /** The page sells the experiences: their Products and Offers go in its JSON-LD. */
  offers?: boolean;
}

/** The `handle` of a public route. */
export const publicPage = (description: string, { indexed = true, offers = false } = {}): { meta: PageMeta } => ({
  meta: { description, indexed, offers },
});

export function pageMeta(handle: unknown): PageMeta | undefined {
  return (handle as { meta?: PageMeta } | undefined)?.meta;
}

/** Every public route's path ('/', '/shop', …), walked from the router's table: the sitemap and the robots file. */
export function publicPaths(routes: RouteObject[], parent = ''): { path: string; meta: PageMeta }[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = pageMeta(route.handle);
    return [...(own ? [{ path: path || '/', meta: own }] : []), ...publicPaths(route.children ?? [], path)];
  });
}
