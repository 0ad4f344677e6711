import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { customerWithoutPassword } from '../support/accounts';
import { keepScreenshot, runId, setPasswordFromMail } from '../support/ui';

const run = runId();

/** No sideways scroll: nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test("the sign-in form says why beside each refused field; a signed-in customer finds their name and e-mail filled in on /book-flight", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `prefill.${run}@example.com`;
  const password = 'wings over exeter';
  await customerWithoutPassword(email, 'Amelia Earhart');
  await page.goto('/account');
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('dialog', { name: 'RESET YOUR PASSWORD' }).getByRole('button', { name: 'SEND RESET LINK' }).click();
  await setPasswordFromMail(page, email, password, /^Reset your password/);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/account$/);

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('amelia.example.com');
    await form.getByRole('button', { name: 'LOGIN' }).click();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await expect(form.getByLabel('Password')).toHaveAccessibleDescription('Enter your password.');
    await expect(form.getByLabel('Email')).toBeFocused();
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, `sign-in-field-errors-${width}`);
  }

  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/book-flight');
    await expect(page.getByLabel('Full Name')).toHaveValue('Amelia Earhart');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('');
    await expectNoSidewaysScroll(page);
    await page.getByLabel('Full Name').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/screenshots/book-flight-signed-in-${width}.png` });
  }
});

// The page says when the request carried no session cookie (meta visitor-session): the header's account corner
// stays as served through hydration, and nothing about a session is downloaded or asked.
test('a visitor without a session: /book-flight keeps the served account corner and never asks for a session', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/session$|\/session-account-[\w-]+\.js$/.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  // The served corner's link, marked before React takes the page over (hydration keeps the nodes it is given).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => document.querySelector('header a[href="/account"]')?.setAttribute('data-served', '')),
  );
  await page.goto('/book-flight');
  const tryAndFly = page.getByRole('article', { name: 'Try and Fly' });
  await tryAndFly.click();
  await expect(tryAndFly.getByText('Selected')).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'MY ACCOUNT' }).first()).toHaveAttribute('data-served', '');
  expect(asked).toEqual([]);
});
