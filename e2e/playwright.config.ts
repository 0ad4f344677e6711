import { defineConfig } from '@playwright/test';
import { baseUrl } from './support/environment';

/**
 * Specs that change what the others see (a catalogue price every page shows): they run on their own, once every other
 * spec has finished (alone: `npx playwright test --no-deps tests/audit.spec.ts`). Every other spec shares the stack
 * with whatever runs beside it: it books its own days and slots, and makes its own customers, notes and products.
 */
const ON_THEIR_OWN = ['audit.spec.ts'];

/** Browser tests: Debian's Chromium driven by Playwright against the built site on the real backend. */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  globalSetup: './global-setup.ts',
  // Spec files run two at a time (the tests of one file in order, in one browser): most of a test is waiting on the
  // API, the worker and the mailbox.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'side-by-side', testIgnore: ON_THEIR_OWN },
    { name: 'on-their-own', testMatch: ON_THEIR_OWN, dependencies: ['side-by-side'] },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: baseUrl,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
});
