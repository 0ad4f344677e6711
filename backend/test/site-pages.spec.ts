import { resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PUBLIC_PAGES } from '../../frontend/src/testing/site-pages';
import { REFUND_TERMS } from '../src/modules/booking/domain/refund-policy';
import { seedProducts } from '../src/shared/database/seed';
import { SESSION_COOKIE } from '../src/shared/http/configure-app';
import { adminAgent } from './auth';
import { TcpProxy } from './tcp-proxy';
import { createTestApp, truncate } from './test-app';

/**
 * The built site (run `npx nx run frontend:build` first): its public pages are rendered on the server. The shop's
 * in-memory product list is off, so a rendered page is the only cache between a product row and /shop.
 */
const site = { FRONTEND_DIST: resolve(__dirname, '../../frontend/dist'), PUBLIC_URL: 'https://skyward.test', PRODUCT_CACHE_TTL_MS: '0' };

const page = (app: NestExpressApplication, path: string) => request(app.getHttpServer()).get(path).set('Accept', 'text/html');
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '');
const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1];

const ATLAS_MUG = { name: 'Atlas Test Mug', description: 'A mug for the test.', price: 1234, category: 'Merchandise' as const, image: '/images/products/skyward-mug.svg' };
/** A coaching package as staff priced it in the shop: /home-sim-coaching shows this price, not one of its own. */
const SKILL_BUILDER = { ...ATLAS_MUG, name: 'Skill Builder Package', description: 'Four online sessions.', price: 20900, category: 'Training' as const };

describe('the public site served as HTML', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp(site);
    await truncate(app, 'product');
    await seedProducts(app.get(DataSource), [ATLAS_MUG, SKILL_BUILDER]);
  });
  afterAll(async () => {
    // The staff-priced package must not outlive this suite: the next suite on this worker's database may seed the shop.
    await truncate(app, 'product');
    await app.close();
  });

  // Not the staff panel, the dashboard or the confirmation (BROWSER_ONLY_PATHS), nor pages opened from e-mailed links.
  it.each(PUBLIC_PAGES)('$path arrives with its own <h1> and <title>', async ({ path, heading, title = heading }) => {
    const response = await page(app, path).expect(200);
    expect(h1Of(response.text)).toBe(heading);
    expect(titleOf(response.text)).toBe(`${title} | Skyward Flight Simulation`);
  });

  it('gives each page its head: description, canonical, Open Graph and Twitter card, the business as JSON-LD', async () => {
    const { text } = await page(app, '/try-and-fly').expect(200);
    expect(text).toContain('<link rel="canonical" href="https://skyward.test/try-and-fly" />');
    expect(text).toMatch(/<meta name="description" content="Try and Fly: [^"]+" \/>/);
    expect(text).toContain('<meta property="og:image" content="https://skyward.test/og-image.png" />');
    expect(text).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(text.match(/<title>/g)).toHaveLength(1);
    const business = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(text)![1]);
    expect(business).toMatchObject({ '@type': 'LocalBusiness', address: { postalCode: 'EX10 0JH' } });
    expect(business.aggregateRating).toBeUndefined();
  });

  it('renders the shop with its products and prices, and the data for hydration', async () => {
    const { text } = await page(app, '/shop').expect(200);
    expect(rootOf(text)).toContain('Atlas Test Mug');
    expect(rootOf(text)).toContain('£12.34');
    const data = JSON.parse(/<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(text)![1]);
    expect(data).toContainEqual({ endpointName: 'getProducts', value: expect.arrayContaining([expect.objectContaining({ name: 'Atlas Test Mug', price: 1234 })]) });
    expect(data).toContainEqual({ endpointName: 'getExperiences', value: expect.arrayContaining([expect.objectContaining({ id: 'try-and-fly' })]) });
  });

  it("renders the coaching packages at the shop's prices and the Terms' refund tiers as the API serves them", async () => {
    expect(rootOf((await page(app, '/home-sim-coaching').expect(200)).text)).toContain('£209.00');
    const terms = rootOf((await page(app, '/terms').expect(200)).text);
    expect(terms).toContain('Cancel more than 48 hours before your session: full refund.');
    expect(terms).toContain('Cancel between 24 and 48 hours before your session: 50% refund.');
  });

  it("renders pages afresh after a staff change to the shop, and not after a customer's write", async () => {
    await page(app, '/shop').expect(200);
    // A change behind the API's back stays unseen while the rendered page is cached, a customer's write included…
    await app.get(DataSource).query(`UPDATE product SET price = 2345 WHERE name = $1`, [ATLAS_MUG.name]);
    await request(app.getHttpServer()).post('/api/newsletter').send({ email: 'cache-reader@example.com' }).expect(200);
    expect(rootOf((await page(app, '/shop').expect(200)).text)).toContain('£12.34');
    // …a staff edit of a product shows at once.
    const [mug] = await app.get(DataSource).query(`SELECT id FROM product WHERE name = $1`, [ATLAS_MUG.name]);
    const staff = await adminAgent(app);
    await staff.patch(`/api/products/${mug.id}`).send({ price: 3456 }).expect(200);
    const shop = rootOf((await page(app, '/shop').expect(200)).text);
    expect(shop).toContain('£34.56');
    expect(shop).not.toContain('£12.34');
  });

  it('describes each bookable experience on /book-flight as a Product with an Offer per option, in GBP from the catalogue', async () => {
    const { text } = await page(app, '/book-flight').expect(200);
    const blocks = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
    const products = blocks.filter((block) => block['@type'] === 'Product');
    const catalogue = (await request(app.getHttpServer()).get('/api/experiences').expect(200)).body as {
      name: string;
      options: { name: string; pricePence: number }[];
    }[];
    expect(products.map((product) => product.name)).toEqual(catalogue.map((experience) => experience.name));
    for (const experience of catalogue) {
      const product = products.find((candidate) => candidate.name === experience.name);
      expect(product.offers).toEqual(
        experience.options.map((option) =>
          expect.objectContaining({ '@type': 'Offer', name: option.name, price: (option.pricePence / 100).toFixed(2), priceCurrency: 'GBP' }),
        ),
      );
    }
  });

  it('tells the site nobody is signed in when the request carried no session cookie (no GET /api/session to ask)', async () => {
    const noSession = '<meta name="visitor-session" content="none" />';
    expect((await page(app, '/shop').expect(200)).text).toContain(noSession);
    const withCookie = await page(app, '/shop').set('Cookie', `${SESSION_COOKIE}=s%3Aanything`).expect(200);
    expect(withCookie.text).not.toContain('visitor-session');
    expect(h1Of(withCookie.text)).toBe('Shop'); // the same rendered page either way
  });

  it('answers an unknown page with 404 and the Page Not Found page', async () => {
    const response = await page(app, '/no-such-page').expect(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(response.text)).toBe('Page Not Found | Skyward Flight Simulation');
    expect(response.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('keeps staff, signed-in and confirmation pages client-rendered', async () => {
    for (const path of ['/adminE3F', '/dashboard', '/confirmation']) {
      const { text } = await page(app, path).expect(200);
      expect(text).toContain('<div id="root"></div>');
    }
  });

  it('lists the indexed public pages in a sitemap that robots.txt names', async () => {
    const sitemap = await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...sitemap.text.matchAll(/<url><loc>(.*?)<\/loc><\/url>/g)].map((match) => match[1]);
    expect(sitemap.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n( {2}<url><loc>[^<&]+<\/loc><\/url>\n)+<\/urlset>\n$/);
    expect(locations).toContain('https://skyward.test/');
    expect(locations).toContain('https://skyward.test/try-and-fly');
    expect(locations).not.toContain('https://skyward.test/cart');
    expect(locations).toHaveLength(17);
    const robots = await request(app.getHttpServer()).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Sitemap: https://skyward.test/sitemap.xml');
    expect(robots.text).toContain('Disallow: /adminE3F');
  });

  it('does not serve the server renderer itself, nor the build manifest', async () => {
    await request(app.getHttpServer()).get('/server/entry-server.cjs').expect(404);
    await request(app.getHttpServer()).get('/.vite/manifest.json').expect(404);
  });

  it("renders /book-flight with the choice its address names: a BOOK NOW link's experience, duration and price", async () => {
    const chosen = (await page(app, '/book-flight?experience=intro-to-the-airbus&option=120-minutes').expect(200)).text;
    const form = chosen.slice(chosen.indexOf('<form'), chosen.indexOf('</form>'));
    expect(form).toMatch(/<option value="intro-to-the-airbus" selected="">Intro to the Airbus<\/option>/);
    expect(form).toContain('£249.00');
    const plain = (await page(app, '/book-flight').expect(200)).text;
    const plainForm = plain.slice(plain.indexOf('<form'), plain.indexOf('</form>'));
    expect(plainForm).toMatch(/<option value="" selected="">Select a session<\/option>/);
    expect(plainForm).not.toContain('£249.00');
  });

  it("links a page's own stylesheets in its head, after the main one: the booking calendar's on /book-flight only", async () => {
    const stylesheetsOf = (html: string) =>
      [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    const booking = stylesheetsOf((await page(app, '/book-flight').expect(200)).text);
    expect(booking).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/), expect.stringMatching(/^\/assets\/date-calendar-[\w-]+\.css$/)]);
    await request(app.getHttpServer()).get(booking[1]).expect(200).expect('Content-Type', /text\/css/);
    expect(stylesheetsOf((await page(app, '/shop').expect(200)).text)).toEqual([booking[0]]);
  });
});

describe('the public site with the pre-launch gate on', () => {
  let app: NestExpressApplication;
  beforeAll(async () => (app = await createTestApp({ ...site, DEV_ACCESS_PASSWORD: 'cleared-for-takeoff' })));
  afterAll(() => app.close());

  it('sends no content to a visitor who has not passed the gate, and the page to one who has', async () => {
    const agent = request.agent(app.getHttpServer());
    const closed = await agent.get('/try-and-fly').set('Accept', 'text/html').expect(200);
    expect(closed.text).toContain('<div id="root"></div>');
    expect(closed.text).not.toContain('Try and Fly Experience');
    expect(closed.headers['cache-control']).toBe('private, no-store');
    expect((await agent.get('/robots.txt').expect(200)).text).toBe('User-agent: *\nDisallow: /\n');

    await agent.post('/api/dev-auth/verify').send({ password: 'cleared-for-takeoff' }).expect(200);
    const open = await agent.get('/try-and-fly').set('Accept', 'text/html').expect(200);
    expect(h1Of(open.text)).toBe('Try and Fly Experience');
    expect(open.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the public site with its database down', () => {
  const postgres = TcpProxy.inFrontOf(process.env.DATABASE_URL as string);
  let app: NestExpressApplication;
  beforeAll(async () => {
    await postgres.up();
    app = await createTestApp({ ...site, DATABASE_URL: postgres.via(process.env.DATABASE_URL as string), PRODUCT_CACHE_TTL_MS: '0' });
  });
  afterAll(async () => {
    await app.close();
    await postgres.down();
  });

  it('still renders pages: the last good render, or the page without its data', async () => {
    const before = await page(app, '/shop').expect(200);
    await postgres.down();

    const shop = await page(app, '/shop').expect(200);
    expect(shop.text).toBe(before.text);
    const terms = await page(app, '/terms').expect(200);
    expect(h1Of(terms.text)).toBe('Terms and Conditions');
    // Nothing from the database; the refund terms are the booking domain's own (no query), so they are still there.
    const served = [{ endpointName: 'getRefundTerms', value: REFUND_TERMS }];
    expect(terms.text).toContain(`<script type="application/json" id="server-data">${JSON.stringify(served)}</script>`);
  });
});
