import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DevAccessStatus } from '../dev-access-status';
import { carriesCookie, isSafeMethod } from '../public-read';
import { pageStylesheetLinks } from './page-stylesheets';
import { PageCache } from './page-cache';
import { loadSiteRenderer, type RenderedPage, type SiteRenderer } from './site-renderer';

export interface SiteOptions {
  /** frontend/dist: the client build, with the server renderer in its server/ folder. */
  dist: string;
  /** The public origin for canonical URLs, the sitemap and robots.txt. */
  publicUrl: string;
  devAccessStatus: (request: Request) => DevAccessStatus;
  /** The session cookie's name: a page served to a request without it says that nobody is signed in. */
  sessionCookie: string;
}

/** How long a rendered page is served before it is rendered again (a price change shows within this). */
export const PAGE_TTL_MS = 60_000;
const NOT_PAGES = /^\/(api|uploads|admin\/queues|server)(\/|$)/;

interface Rendering {
  page: RenderedPage | null;
  complete: boolean;
}

/**
 * The built site on the API's origin, mounted after /api: hashed assets cached for a year; public pages rendered
 * on the server (frontend/src/entry-server.tsx) and cached for PAGE_TTL_MS; other pages, a closed pre-launch gate,
 * or a failed render get the client-rendered shell. Unknown pages answer 404 with the 'Page Not Found' page.
 * Returns what forgets every rendered page: called after a staff change to the catalogue or the shop through this
 * process, so it shows at once (other replicas within PAGE_TTL_MS). The shell and the renderer are read once, at start.
 */
export function serveSite(app: express.Router, options: SiteOptions): () => void {
  const indexHtml = join(options.dist, 'index.html');
  if (!existsSync(indexHtml)) return () => undefined;
  const template = readFileSync(indexHtml, 'utf8');
  const renderer = loadSiteRenderer(options.dist);
  const stylesheetLinks = pageStylesheetLinks(options.dist);
  const files = express.static(options.dist, { index: false, maxAge: '1h' });
  app.use('/assets', express.static(join(options.dist, 'assets'), { maxAge: '365d', immutable: true, index: false }));
  // The server renderer's own file is not for download.
  app.use((request: Request, response: Response, next: NextFunction) => (NOT_PAGES.test(request.path) ? next() : files(request, response, next)));
  if (renderer) app.use(seoFiles(renderer, options));
  const pages = new PageCache<Rendering>(PAGE_TTL_MS, 500, ({ page }) => page?.status !== 404);

  app.use((request: Request, response: Response, next: NextFunction) => {
    const isPage = isSafeMethod(request) && !NOT_PAGES.test(request.path) && request.accepts('html');
    if (!isPage) return next();
    const devAccess = options.devAccessStatus(request);
    // With the gate on nothing is publicly cacheable, and a visitor who has not passed it gets no content.
    response.setHeader('Cache-Control', devAccess.requiresAuth ? 'private, no-store' : 'no-cache');
    const gateClosed = devAccess.requiresAuth && !devAccess.authenticated;
    const render = async (): Promise<Rendering> => {
      const page = await renderer!.renderPage({
        url: request.originalUrl,
        origin: options.publicUrl,
        apiOrigin: `http://127.0.0.1:${request.socket.localPort}`,
        devAccess,
      });
      return { page, complete: page?.complete ?? true };
    };
    const rendering =
      renderer && !gateClosed
        ? pages.get(`${JSON.stringify(devAccess)} ${request.originalUrl}`, render).catch(() => null)
        : Promise.resolve(null);
    rendering
      .then((rendered) => {
        const page = rendered?.page;
        response
          .status(page?.status ?? 200)
          .type('html')
          .send(withVisitor(page ? withPage(template, page, stylesheetLinks(page.modules)) : template, devAccess, carriesCookie(request, options.sessionCookie)));
      })
      .catch(next);
  });
  return () => pages.clear();
}

/** /robots.txt and /sitemap.xml from the router's public routes; a site behind the gate asks not to be crawled. */
function seoFiles(renderer: SiteRenderer, options: SiteOptions): RequestHandler {
  // HEAD (a monitor's `curl -I`) is answered as GET is: Express's `send` leaves out the body.
  return (request, response, next) => {
    if (!isSafeMethod(request)) return next();
    if (request.path === '/robots.txt') {
      const closed = options.devAccessStatus(request).requiresAuth;
      return void response.type('text/plain').send(closed ? 'User-agent: *\nDisallow: /\n' : renderer.robotsTxt(options.publicUrl));
    }
    if (request.path === '/sitemap.xml') return void response.type('application/xml').send(renderer.sitemapXml(options.publicUrl));
    next();
  };
}

/**
 * The shell with the page's head tags in place of its generic ones, its own stylesheets linked after the main one,
 * and the rendered markup in #root.
 */
function withPage(template: string, page: RenderedPage, stylesheetLinks: string): string {
  const shellHead = /<!--shell-head-->[\s\S]*?<!--\/shell-head-->/;
  const head = shellHead.test(template) ? template.replace(shellHead, () => page.head) : template.replace('</head>', () => `${page.head}\n</head>`);
  return head
    .replace('</head>', () => `${stylesheetLinks}\n</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.data}`);
}

/**
 * The page with what the site needs to know about this visitor before its first render (no round trip behind the
 * splash): the gate's status, and — when the request carried no session cookie — that nobody is signed in.
 */
function withVisitor(page: string, status: DevAccessStatus, hasSessionCookie: boolean): string {
  const content = JSON.stringify(status).replace(/"/g, '&quot;');
  const session = hasSessionCookie ? '' : '<meta name="visitor-session" content="none" />\n';
  return page.replace('</head>', `<meta name="dev-access-status" content="${content}" />\n${session}</head>`);
}
