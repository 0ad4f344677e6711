import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { BROWSER_ONLY_PATHS, PUBLIC_PAGES } from '../../frontend/src/testing/site-pages';

/** Every route of docs/product.md, Pages (the dashboard redirects a visitor to /no-account), plus the 404 page. */
const pages = [...PUBLIC_PAGES.map((page) => page.path), ...BROWSER_ONLY_PATHS, '/no-such-page'];

async function seriousViolations(page: Page) {
  // Lazy images and below-the-fold sections are part of the page: bring them in before checking.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    window.scrollTo(0, 0);
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the home page on a phone, with the mobile menu open, has none either', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the contact form and the footer can be used with the keyboard alone, with a visible focus', async ({ page }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full name').focus();
  const order: string[] = [];
  for (let step = 0; step < 6; step++) {
    const focused = page.locator(':focus');
    order.push((await focused.getAttribute('name')) ?? (await focused.textContent()) ?? '');
    const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline, `focus outline on ${order.at(-1)}`).not.toBe('none');
    await page.keyboard.press('Tab');
  }
  expect(order).toEqual(['name', 'email', 'phone', 'enquiryType', 'message', 'SEND MESSAGE']);
});
