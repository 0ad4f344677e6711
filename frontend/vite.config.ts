import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that replace a module with `vi.mock`, or need one not loaded yet (the API's): each needs modules of its
 * own (see `test` below).
 */
const FILES_THAT_MOCK_MODULES = [
  'src/features/payment/components/stripe-payment-form.spec.tsx',
  'src/features/home/components/programs-section.spec.tsx',
  'src/app/store.spec.ts',
];

// The API serves /api and /uploads; in development Vite forwards them so the site keeps one origin (cookies).
const api = 'http://localhost:3000';

// React Router's package points every import at its development build, whose warnings ship to the browser; its
// production build (the same code with those warnings off) is what a build should bundle.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/([\\/])development[\\/]index\.m?js$/, '$1production$1index.mjs');

/**
 * react-day-picker 10.0.2 renders its month twice when it appears: a mount effect (meant for a change of time zone) sets
 * the month it already shows as a new Date, so React renders every day button again, a task of ~75 ms on a phone at 6×
 * CPU right after the booking page hydrates (docs/benchmarks.md). Fixed upstream by gpbl/react-day-picker#3005, not
 * released: until then the effect keeps the month it has when the new one is the same day. Applied in builds and tests
 * (`server.deps.inline` below); a release whose code differs stops the build, so this goes when the fix ships.
 */
const DAY_PICKER_EFFECT = 'setFirstMonth(newInitialMonth);';
const dayPickerRendersOnce = (): Plugin => ({
  name: 'day-picker-renders-once',
  enforce: 'pre',
  transform(code, id) {
    if (!/react-day-picker[\\/]dist[\\/]esm[\\/]useCalendar\.js$/.test(id)) return null;
    if (!code.includes(DAY_PICKER_EFFECT)) this.error(`react-day-picker's useCalendar changed: ${DAY_PICKER_EFFECT} is gone, so remove this plugin if the fix shipped`);
    return code.replace(DAY_PICKER_EFFECT, 'setFirstMonth((shown) => (shown.getTime() === newInitialMonth.getTime() ? shown : newInitialMonth));');
  },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [dayPickerRendersOnce(), react(), tailwindcss()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': api, '/uploads': api },
  },
  // The server renderer (`vite build --ssr`) is one self-contained CommonJS file the API can require.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist/server', rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true } } }
    : // Chunks of plain functions under 3.5 kB (an icon, a formatter) join a chunk loaded with them: a page needs 15
      // files instead of 25, each one a request before the page hydrates. Not 5 kB: Rollup then merged modules only
      // later pages use (the order details, the 404 page, form fields) into the main script every page downloads
      // (/ 120.5 -> 119.5 kB gzip at 3.5 kB, for one more file on /book-flight and /fear-of-flying).
      // The manifest (dist/.vite/manifest.json, not served) tells the API which stylesheets a server-rendered page
      // needs. No modulepreload links: a page's chunk imports every chunk it needs itself (Rollup hoists them), so the
      // browser asks for them all one round trip after the page's chunk, and adding a <link> for each (22 for
      // /book-flight) held a phone's main thread for ~130 ms at 6× CPU while the page started.
      { outDir: 'dist', manifest: true, modulePreload: false, rollupOptions: { output: { experimentalMinChunkSize: 3_500 } } },
  test: {
    // happy-dom sets up a page in half jsdom's time (each test file gets its own); a file that needs what only jsdom
    // has (a same-origin document inside an iframe) says so in its first line.
    environment: 'happy-dom',
    setupFiles: ['src/testing/setup.ts'],
    // Through Vite's plugins, as in a build (dayPickerRendersOnce).
    server: { deps: { inline: ['react-day-picker'] } },
    // Above Testing Library's 10 s wait (setup.ts): a first test that loads a lazy page on a busy machine gets it.
    testTimeout: 20_000,
    // Two files at a time even on two cores (Vitest's default is one fewer than the cores): a file spends much of its
    // time waiting on timers and mocked responses.
    maxWorkers: 2,
    // Test files share their worker's modules instead of loading the app again for each file (measured 139 -> 85 s
    // wall, 233 -> 126 CPU-s on a 2-core CI machine): each file still gets its own page, which
    // src/testing/shared-modules.ts gives Testing Library and user-event. In Vitest 3.2 isolation is the pool's, so a
    // file that replaces a module (`vi.mock`) runs in a project of its own on the threads pool, which isolates every
    // file; that setup is not run there, as it loads the real modules before the file's mocks.
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        extends: true,
        test: { name: 'shared-modules', exclude: [...configDefaults.exclude, ...FILES_THAT_MOCK_MODULES], setupFiles: ['src/testing/shared-modules.ts'] },
      },
      { extends: true, test: { name: 'own-modules', include: FILES_THAT_MOCK_MODULES, pool: 'threads' } },
    ],
  },
}));
