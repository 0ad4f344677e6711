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

/** Chromium sometimes fails to record a page load's trace (NO_NAVSTART); Lighthouse's advice is to run it again. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART']);

async function audit(url, port, flags, attemptsLeft = 3) {
  const result = await lighthouse(url, { port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES, ...flags });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (!lhr.runtimeError) return result;
  if (RETRIED_ERRORS.has(lhr.runtimeError.code) && attemptsLeft > 1) return audit(url, port, flags, attemptsLeft - 1);
  throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
}

/** Lighthouse's mobile default: its CPU is throttled 4× (a mid-range phone on a host of benchmark index ~1,600). */
const DEFAULT_CPU_SLOWDOWN = 4;
/** Hosts faster than this get a second series, their slowdown raised in proportion (index ÷ 1,600 × 4). */
const FAST_HOST_INDEX = 1800;

/**
 * One series: each page `runs` times at one CPU slowdown. Per page: the median of each score and vital, the worst
 * performance, the benchmark index of every run, the last run's figures as Lighthouse shows them and its audits
 * below 0.9. HTML reports (the last run of each page) go to `reportDir`.
 */
async function runSeries(base, paths, { port, reportDir, runs, cpuSlowdown }) {
  const flags = cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } };
  const suffix = cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? '' : `-cpu-${cpuSlowdown}x`;
  const pages = [];
  for (const path of paths) {
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
    const vitals = { lcp: [], tbt: [], cls: [], scriptBytes: [] };
    const benchmarkIndexes = [];
    let lhr;
    for (let attempt = 0; attempt < runs; attempt++) {
      const result = await audit(`${base}${path}`, port, flags);
      lhr = result.lhr;
      for (const category of CATEGORIES) scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
      for (const [key, id] of Object.entries(VITALS)) vitals[key].push(lhr.audits[id]?.numericValue ?? NaN);
      vitals.scriptBytes.push(scriptTransferBytes(lhr));
      benchmarkIndexes.push(Math.round(lhr.environment.benchmarkIndex));
      writeFileSync(`${reportDir}/${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9-]+/gi, '-')}${suffix}.html`, result.report);
    }
    const page = {
      path,
      cpuSlowdown,
      ...Object.fromEntries(CATEGORIES.map((category) => [category, median(scores[category])])),
      worstPerformance: Math.min(...scores.performance),
      ...Object.fromEntries(Object.entries(vitals).map(([key, values]) => [key, median(values)])),
      benchmarkIndexes,
      metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '-'])),
      belowPar: Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
        )
        .map((audit) => audit.id),
      lhr,
    };
    console.log(
      `Lighthouse ${path} (CPU ${cpuSlowdown}×): performance ${page.performance} (worst ${page.worstPerformance}), accessibility ${page.accessibility}, ` +
        `best practices ${page['best-practices']}, SEO ${page.seo}; median LCP ${Math.round(page.lcp)} ms, TBT ${Math.round(page.tbt)} ms, ` +
        `CLS ${page.cls.toFixed(3)}, script ${page.scriptBytes} B; benchmark index ${benchmarkIndexes.join(', ')}; ` +
        `${METRICS.map((id) => page.metrics[id]).join(' / ')}${page.belowPar.length ? `; audits below 0.9: ${page.belowPar.join(', ')}` : ''}`,
    );
    pages.push(page);
  }
  return pages;
}

/**
 * Lighthouse on each page, `runs` times, at its mobile defaults; on a host whose median benchmark index is above
 * 1,800 a second series follows with the CPU slowdown raised in proportion, so a fast host still shows the slower
 * hosts of its kind. The first page's scripts give the first-load JavaScript.
 */
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
  const series = { port: chrome.port, reportDir, runs };
  try {
    const pages = await runSeries(base, paths, { ...series, cpuSlowdown: DEFAULT_CPU_SLOWDOWN });
    const hostIndex = median(pages.flatMap((page) => page.benchmarkIndexes));
    const cpuSlowdown = Math.round((hostIndex / 1600) * DEFAULT_CPU_SLOWDOWN * 10) / 10;
    const slowerHost = hostIndex > FAST_HOST_INDEX ? await runSeries(base, paths, { ...series, cpuSlowdown }) : [];
    const firstLoadScripts = await scriptSizes(pages[0].lhr, base);
    const firstLoadJsGzip = firstLoadScripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(
      `JavaScript loaded on ${paths[0]}: ${firstLoadScripts.map((script) => `${script.url} ${script.gzip} B gzip`).join(', ')}`,
    );
    return { pages: [...pages, ...slowerHost], hostIndex, firstLoadScripts, firstLoadJsGzip };
  } finally {
    await chrome.kill();
  }
}
