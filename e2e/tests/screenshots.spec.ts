import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../support/test';

const directory = resolve(__dirname, '../artifacts/screenshots');

/** Full-page screenshots of the home page on a phone and a laptop, kept as artifacts for a person to look at. */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`home page at ${viewport.width} px`, async ({ page }) => {
    mkdirSync(directory, { recursive: true });
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolvePause) => setTimeout(resolvePause, 30));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
    // Nothing may overflow sideways at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: resolve(directory, `home-${viewport.width}.png`), fullPage: true });
  });
}
