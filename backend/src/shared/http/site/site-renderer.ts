import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { DevAccessStatus } from '../dev-access-status';

/** What frontend/src/entry-server.tsx exports (built to frontend/dist/server/entry-server.cjs by `vite build --ssr`). */
export interface SiteRenderer {
  renderPage(request: { url: string; origin: string; apiOrigin: string; devAccess: DevAccessStatus }): Promise<RenderedPage | null>;
  sitemapXml(origin: string): string;
  robotsTxt(origin: string): string;
}

export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  data: string;
  complete: boolean;
  /** The page modules rendered, as the build's manifest names them (`src/pages/shop-page.tsx`). */
  modules: string[];
}

const loadModule = createRequire(__filename);

/** The built server renderer, or null when the site was built without it (pages are then the client-rendered shell). */
export function loadSiteRenderer(dist: string): SiteRenderer | null {
  const bundle = join(dist, 'server', 'entry-server.cjs');
  return existsSync(bundle) ? (loadModule(bundle) as SiteRenderer) : null;
}
