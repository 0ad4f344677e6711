import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { TcpProxy } from '../../backend/test/tcp-proxy';
import { E2E, serverEnv } from '../support/environment';
import { startProcess, waitForUrl } from '../support/processes';
import { expect, test } from '../support/test';
import { fillTestCard, londonDaysAhead, longDate, pickDay, runId } from '../support/ui';

/**
 * This spec's own API (on the instance's ports, after the two the stack uses), whose database connections all go
 * through a proxy (on the next port) that the test cuts: a real outage for this API alone, the stack's API unaffected.
 */
const OUTAGE_API_PORT = 3100 + Number(process.env.E2E_INSTANCE ?? 0) * 10 + 7;
const outageUrl = `http://127.0.0.1:${OUTAGE_API_PORT}`;
const OUTAGE_MS = 30_000;

let proxy: TcpProxy;
let api: ChildProcess;

test.beforeAll(async () => {
  proxy = TcpProxy.inFrontOf(E2E.databaseUrl);
  proxy.port = OUTAGE_API_PORT + 1;
  await proxy.up();
  api = startProcess('api-through-proxy', 'node', ['backend/dist/main.js'], serverEnv({ PORT: String(OUTAGE_API_PORT), PUBLIC_URL: outageUrl, DATABASE_URL: proxy.via(E2E.databaseUrl) }));
  await waitForUrl(`${outageUrl}/api/health/ready`);
});

test.afterAll(async () => {
  if (api?.pid) process.kill(-api.pid, 'SIGTERM');
  await proxy?.down();
});

/** Screenshots for a person to look at, at a laptop's and a phone's width. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/h6-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('Postgres away for 30 s between payment and confirm: the customer ends on the confirmation of their booking, never told it failed', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `outage.${runId()}@example.com`;
  const day = londonDaysAhead(2);
  const confirms: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/confirm-booking-payment')) confirms.push(response.status());
  });

  await page.goto(`${outageUrl}/book-flight`);
  await page.getByRole('button', { name: 'CLICK HERE to book Try and Fly' }).click();
  await pickDay(page.locator('main'), day);
  await page.getByRole('radio', { name: '13:30', exact: true }).click();
  await page.getByLabel('Experience Level', { exact: true }).selectOption({ label: 'Complete Beginner' });
  await page.getByLabel('Full Name', { exact: true }).fill('Olive Outage');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('07700 900123');
  await page.getByRole('checkbox', { name: /Age rules/ }).check();
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const payment = page.getByRole('dialog', { name: 'COMPLETE BOOKING' });
  await fillTestCard(payment);

  // The card payment goes through to the API and succeeds; the database is cut before the browser hears so, so its
  // confirm call meets the outage. (The route only marks the moment: the request and its answer pass unchanged.)
  let cutAt = 0;
  await page.route('**/api/test-payments/*/confirm', async (route) => {
    const paid = await route.fetch();
    await proxy.down();
    cutAt = Date.now();
    await route.fulfill({ response: paid });
  });
  await payment.getByRole('button', { name: 'PAY £129.00' }).click();

  await expect(payment.getByText('Confirming your booking…')).toBeVisible();
  await expect.poll(() => confirms.filter((status) => status === 503).length).toBeGreaterThan(0);
  await screenshots(page, 'confirming');

  // The outage lasts its 30 s; meanwhile the dialog keeps confirming.
  await page.waitForTimeout(Math.max(0, cutAt + OUTAGE_MS - Date.now()));
  await expect(payment.getByText('Confirming your booking…')).toBeVisible();
  await proxy.up();

  await expect(page).toHaveURL(/\/confirmation$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'BOOKING CONFIRMED!' })).toBeVisible();
  await expect(page.getByText('13:30', { exact: true })).toBeVisible();
  await expect(page.getByText(longDate(day)).first()).toBeVisible();
  await expect(page.getByText(/failed/i)).toHaveCount(0);
  expect(confirms.at(-1)).toBe(200);
  expect(confirms.slice(0, -1).every((status) => status === 503)).toBe(true);
  await screenshots(page, 'confirmed');
});
