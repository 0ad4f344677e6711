import { lazy, useState, useSyncExternalStore, type ComponentType, type FunctionComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A page's component whose module is fetched on its first render, or ahead with `preload`. */
type LazyPage = FunctionComponent & {
  preload: () => Promise<void>;
  /** Its module as the build's manifest names it (`src/pages/shop-page.tsx`): the server links the page's stylesheets. */
  module: string;
};

/** Every page module (`src/pages/<name>-page.tsx`), each its own chunk. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('../pages/*-page.tsx');

// How many page modules are downloading: the layout shows its loading bar meanwhile.
let downloading = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The module is fetched while React renders the next page, so the loading bar is told after that render. */
async function tracked<T>(download: Promise<T>): Promise<T> {
  downloading += 1;
  queueMicrotask(changed);
  try {
    return await download;
  } finally {
    downloading -= 1;
    changed();
  }
}

/** Whether a page's module is downloading (a navigation waits for it with the page before still on screen). */
export function usePageDownloading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => downloading > 0,
    () => false,
  );
}

/** The API's module (RTK Query and the API slice joining the store), which some pages import. */
const loadApi = () => import('../lib/api');

interface LazyPageOptions {
  /**
   * The page imports the API's module (lib/api.ts): it is asked for beside the page's, so the browser runs it as soon
   * as its few files are in, in a task of its own, instead of in the one task that runs every module of the page once
   * the last of its files arrives (/book-flight's: ~95 ms of a phone's main thread at 6x CPU, 60 of them the API's).
   */
  api?: boolean;
}

/** The page `src/pages/<name>-page.tsx`, its own chunk, fetched on first visit. */
export function lazyPage(name: string, { api = false }: LazyPageOptions = {}): LazyPage {
  const module = `src/pages/${name}-page.tsx`;
  const load = PAGE_MODULES[module.replace('src/', '../')];
  if (!load) throw new Error(`No page module ${module}`);
  let loaded: ComponentType | undefined;
  const download = async () => {
    const [module] = await Promise.all([load(), api ? loadApi() : undefined]);
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => tracked(download()));
  function Page() {
    // Chosen once per mount: a page downloaded ahead renders at once (hydration and the server renderer need that).
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload: async () => void (await download()), module });
}

const pagesOf = (routes: RouteObject[], location: string): Partial<LazyPage>[] =>
  (matchRoutes(routes, location) ?? []).map(({ route }) => (route.Component ?? {}) as Partial<LazyPage>);

/**
 * Downloads the page modules the URL matches, so the first render is the page the server rendered (not the loading
 * fallback) and hydration matches.
 */
export async function preloadPages(routes: RouteObject[], location: string): Promise<void> {
  await Promise.all(pagesOf(routes, location).map((page) => page.preload?.()));
}

/** The modules of the pages the URL matches, as the build's manifest names them. */
export const pageModules = (routes: RouteObject[], location: string): string[] =>
  pagesOf(routes, location).flatMap((page) => (page.module ? [page.module] : []));
