import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { App } from './app/app';
import { experienceProducts, headTags, scriptJson } from './app/head/head-tags';
import { pageMeta, publicPaths, type PageMeta } from './app/head/page-meta';
import { pageModules, preloadPages } from './app/lazy-page';
import { routes, SiteRoutes } from './app/router';
import { createStore, type AppStore } from './app/store';
import { catalogApi } from './features/catalog/api/catalog-api';
import type { DevAccessStatus } from './features/dev-access/dev-access-status';
import { RenderedTitle } from './hooks/use-document-title';
import { experiencesApi } from './lib/experiences-api';
import { refundTermsApi } from './lib/refund-terms';
import { SERVER_DATA_ID, type ServedData, type ServerQuery } from './lib/served-data';

/** The server renderer, built by `vite build --ssr` and loaded by the API (backend/src/shared/http/site). */

export interface RenderRequest {
  /** The page's path and query, e.g. '/shop'. */
  url: string;
  /** The public origin for canonical and Open Graph URLs. */
  origin: string;
  /** Where the renderer fetches the page's data (the API itself). */
  apiOrigin: string;
  devAccess: DevAccessStatus;
}

export interface RenderedPage {
  status: 200 | 404;
  /** Tags for <head>. */
  head: string;
  /** The markup of #root. */
  html: string;
  /** A <script type="application/json"> with the data the page was rendered with (read back before hydration). */
  data: string;
  /** False when some of the page's data could not be loaded (the API answered an error). */
  complete: boolean;
  /** The page modules rendered (`src/pages/shop-page.tsx`, as the build's manifest names them): their stylesheets are linked in <head>. */
  modules: string[];
}

const NOT_FOUND: PageMeta = { description: 'The page you were looking for is not here.', indexed: false };

/** The public data every server-rendered page starts with: the shop's products, the experiences catalogue (prices) and the Terms' refunds. */
const preload = (store: AppStore) =>
  Promise.all([
    store.dispatch(catalogApi.endpoints.getProducts.initiate()),
    store.dispatch(experiencesApi.endpoints.getExperiences.initiate()),
    store.dispatch(refundTermsApi.endpoints.getRefundTerms.initiate()),
  ]);

/** Renders a public page, or null for a page that stays client-rendered (staff, signed-in and token pages). */
export async function renderPage({ url, origin, apiOrigin, devAccess }: RenderRequest): Promise<RenderedPage | null> {
  const path = new URL(url, origin).pathname;
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  const notFound = leaf?.path === '*';
  const meta = notFound ? NOT_FOUND : pageMeta(leaf);
  if (!meta) return null;
  await preloadPages(routes, path);

  const store = createStore(undefined, { apiOrigin });
  const results = await preload(store);
  const queries: ServerQuery[] = results.flatMap((result) =>
    result.isSuccess ? [{ endpointName: result.endpointName, arg: undefined, value: result.data }] : [],
  );
  // Every query made, a failed one without data: the page renders what it was served with (see useServedOrFetched).
  const data: ServedData = new Map(results.map((result) => [String(result.endpointName), result.data]));

  const rendered: { title?: string } = {};
  const html = renderToString(
    <RenderedTitle.Provider value={rendered}>
      <App store={store} served={{ data, devAccess }}>
        <StaticRouter location={url}>
          <SiteRoutes />
        </StaticRouter>
      </App>
    </RenderedTitle.Provider>,
  );
  const experiences = experiencesApi.endpoints.getExperiences.select()(store.getState()).data;
  const structuredData = meta.offers && experiences ? experienceProducts(experiences, origin) : [];
  return {
    status: notFound ? 404 : 200,
    head: headTags({ title: rendered.title ?? '', meta, origin, path, structuredData }),
    html,
    data: `<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(queries)}</script>`,
    complete: queries.length === results.length,
    modules: pageModules(routes, path),
  };
}

/** /sitemap.xml: the router's public, indexed pages. */
export function sitemapXml(origin: string): string {
  const urls = publicPaths(routes)
    .filter(({ meta }) => meta.indexed)
    .map(({ path }) => `  <url><loc>${origin}${path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: the pages for one visitor only are kept out, and the sitemap is named. */
export function robotsTxt(origin: string): string {
  const hidden = publicPaths(routes)
    .filter(({ meta }) => !meta.indexed)
    .map(({ path }) => path);
  const disallowed = [...hidden, '/adminE3F', '/dashboard', '/confirmation', '/manage-booking/', '/reset-password', '/api/'];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
