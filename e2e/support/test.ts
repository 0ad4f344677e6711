import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/** Resolves once React has taken over a served page (the app marks <html data-hydrated>); other responses at once. */
async function hydrated(page: Page, response: Response | null): Promise<Response | null> {
  const isPage = (response?.headers()['content-type'] ?? '').startsWith('text/html');
  if (isPage) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/**
 * Makes a page wait, after every goto and reload, until the served HTML has hydrated: a click on server-rendered
 * markup before then does nothing, which made tests fail at random on a loaded machine. The `page` of every test
 * has it; a page a test opens itself (a second browser context) takes it here.
 */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(page, await goto(url, options));
  page.reload = async (options) => hydrated(page, await reload(options));
  return page;
}

/** Playwright's `test` with that page. Every spec imports `test` from here (lint refuses '@playwright/test''s). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});
