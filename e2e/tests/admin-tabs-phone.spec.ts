import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../support/test';
import { queryDatabase } from '../support/database';
import { openAdmin, runId } from '../support/ui';

const directory = resolve(__dirname, '../artifacts/screenshots');

test('every admin tab is usable at 390 px with no sideways scroll', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(directory, { recursive: true });
  // A confirmed subscriber with a long address: the SUBSCRIBERS list has a row to fit on the phone.
  await queryDatabase(`INSERT INTO newsletter_subscription (email, confirmed_at) VALUES ($1, now())`, [`a.long.subscriber.address.${runId()}@example.co.uk`]);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
  const names = await tabs.allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(7);
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
    expect({ tab: name, ...widths, overflows: widths.scroll > widths.inner }).toEqual({ tab: name, ...widths, overflows: false });
    // Nothing in the tab reaches past the screen either, not even inside a box that scrolls or clips it (a cut-off column).
    const outside = await panel.evaluate((root) =>
      [...root.querySelectorAll('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
        })
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`),
    );
    expect({ tab: name, outside }).toEqual({ tab: name, outside: [] });
    await page.screenshot({ path: resolve(directory, `admin-${name.toLowerCase().replace(/\s+/g, '-')}-390.png`), fullPage: true });
  }
});

test('every admin tab at 1366 px, for a person to look at', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(directory, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAdmin(page);
  const names = await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab').allTextContents();
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tabpanel', { name }).getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
    expect({ tab: name, overflows: widths.scroll > widths.inner }).toEqual({ tab: name, overflows: false });
    await page.screenshot({ path: resolve(directory, `admin-${name.toLowerCase().replace(/\s+/g, '-')}-1366.png`), fullPage: true });
  }
});
