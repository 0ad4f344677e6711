import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { dayHeading, isoDay, keepScreenshot, londonDaysAhead, openAdmin, pickDay, runId, toast } from '../support/ui';

const run = runId();

async function openClosuresTab(page: Page) {
  await openAdmin(page);
  await page.getByRole('tab', { name: 'CLOSURES' }).click();
  await expect(page.getByRole('heading', { name: 'CLOSE A DAY OR SLOTS' })).toBeVisible();
}

/** Opens Try and Fly on /book-flight at a day of the calendar. */
async function showSlots(page: Page, day: Date) {
  await page.goto('/book-flight');
  await page.getByRole('article', { name: 'Try and Fly' }).click();
  await pickDay(page, day);
}

// Known gap: fails after the whole suite's bookings (passes on its own); to investigate.
test.fixme('staff close a whole day with a reason: /book-flight shows every slot closed; reopening gives them back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const day = londonDaysAhead(9);
  const reason = `Annual maintenance ${run}`;

  await openClosuresTab(page);
  await page.getByLabel('Date', { exact: true }).fill(isoDay(day));
  await page.getByLabel('Reason', { exact: true }).fill(reason);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(toast(page, `Closed ${dayHeading(day)} (whole day).`)).toBeVisible();
  const entry = page.getByRole('list', { name: 'Upcoming closures' }).getByRole('listitem').filter({ hasText: reason });
  await expect(entry).toContainText(dayHeading(day));
  await expect(entry).toContainText('Whole day');
  await keepScreenshot(page, 'admin-closures');

  await showSlots(page, day);
  const closed = page.getByRole('radio', { name: /^\d\d:\d\d \(Closed\)$/ });
  await expect(closed.first()).toBeVisible();
  expect(await closed.count()).toBeGreaterThanOrEqual(4);
  for (const slot of await closed.all()) await expect(slot).toBeDisabled();
  await expect(page.getByRole('radio', { name: /^\d\d:\d\d$/ })).toHaveCount(0);

  await openClosuresTab(page);
  await page.getByRole('button', { name: `Reopen ${dayHeading(day)}, whole day` }).click();
  await expect(toast(page, `${dayHeading(day)}, whole day can be booked again.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: reason })).toHaveCount(0);

  await showSlots(page, day);
  await expect(page.getByRole('radio', { name: '12:00', exact: true })).toBeEnabled();
  await expect(page.getByRole('radio', { name: /\(Closed\)$/ })).toHaveCount(0);
});
