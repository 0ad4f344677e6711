// Lighthouse (mobile emulation, its defaults) on Debian's Chromium for pages of the running site, and the gzip
// size of the JavaScript the browser loads for the first page.
/* global fetch, Buffer */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
/** The figures the page rows report, each the median of the runs: LCP and TBT in ms, CLS unitless. */
const VITALS = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The same-origin scripts a page loaded, each with its raw size and its size gzipped (level 9), in bytes. */
async function scriptSizes(lhr, base) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sizes = [];
  for (const script of items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(base))) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    sizes.push({ url: script.url.slice(base.length), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return sizes;
}

/** Bytes of script the page transferred (compressed, as sent), same-origin or not. */
const scriptTransferBytes = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

/**
 * Scores, LCP, TBT, CLS and script bytes of each page (medians of `runs`), the last run's figures as Lighthouse
 * shows them and its audits below 0.9;
 * the first page's scripts give the first-load JavaScript. HTML reports go to `reportDir`.
 */
/** Chromium sometimes fails to record a page load's trace (NO_NAVSTART); Lighthouse's advice is to run it again. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART']);

async function audit(url, port, attemptsLeft = 3) {
  const result = await lighthouse(url, { port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (!lhr.runtimeError) return result;
  if (RETRIED_ERRORS.has(lhr.runtimeError.code) && attemptsLeft > 1) return audit(url, port, attemptsLeft - 1);
  throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
}

export async function runLighthouse(base, paths, { chromium, reportDir, runs = 1 }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  mkdirSync(reportDir, { recursive: true });
  const pages = [];
  let firstLoadScripts = [];
  try {
    for (const path of paths) {
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
      const vitals = { lcp: [], tbt: [], cls: [], scriptBytes: [] };
      let lhr;
      for (let attempt = 0; attempt < runs; attempt++) {
        const result = await audit(`${base}${path}`, chrome.port);
        lhr = result.lhr;
        for (const category of CATEGORIES) scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        for (const [key, id] of Object.entries(VITALS)) vitals[key].push(lhr.audits[id]?.numericValue ?? NaN);
        vitals.scriptBytes.push(scriptTransferBytes(lhr));
        writeFileSync(`${reportDir}/${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9-]+/gi, '-')}.html`, result.report);
      }
      const page = {
        path,
        ...Object.fromEntries(CATEGORIES.map((category) => [category, median(scores[category])])),
        ...Object.fromEntries(Object.entries(vitals).map(([key, values]) => [key, median(values)])),
        metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '-'])),
        belowPar: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
          )
          .map((audit) => audit.id),
      };
      console.log(
        `Lighthouse ${path}: performance ${page.performance}, accessibility ${page.accessibility}, best practices ${page['best-practices']}, SEO ${page.seo}; ` +
          `median LCP ${Math.round(page.lcp)} ms, TBT ${Math.round(page.tbt)} ms, CLS ${page.cls.toFixed(3)}, script ${page.scriptBytes} B; ` +
          `${METRICS.map((id) => page.metrics[id]).join(' / ')}${page.belowPar.length ? `; audits below 0.9: ${page.belowPar.join(', ')}` : ''}`,
      );
      pages.push(page);
      if (pages.length === 1) firstLoadScripts = await scriptSizes(lhr, base);
    }
  } finally {
    await chrome.kill();
  }
  const firstLoadJsGzip = firstLoadScripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(
    `JavaScript loaded on ${paths[0]}: ${firstLoadScripts.map((script) => `${script.url} ${script.gzip} B gzip`).join(', ')}`,
  );
  return { pages, firstLoadScripts, firstLoadJsGzip };
}
