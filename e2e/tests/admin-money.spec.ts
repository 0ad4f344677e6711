import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { queryDatabase } from '../support/database';
import { dayHeading, isoDay, keepScreenshot, londonDaysAhead, openAdmin, runId, toast } from '../support/ui';
import { nthWeekday } from '../support/booking-form';
import { phoneBooking } from '../support/staff-booking';

const run = runId();
let customers = 0;

/** A £129.00 phone booking for a new customer (cash on arrival unless `payment` says otherwise). */
function cashBooking(page: Page, date: string, timeSlot: string, payment: Record<string, string> = {}) {
  customers += 1;
  const who = { name: `Cash Customer ${run} ${customers}`, email: `cash.${run}.${customers}@example.com`, phone: `01395 ${String(200000 + customers).slice(-6)}` };
  return phoneBooking(page, date, timeSlot, who, payment);
}

/** Today's cash received, as the takings report counts it (pence). */
async function cashToday(page: Page): Promise<number> {
  const today = isoDay(londonDaysAhead(0));
  const report = (await (await page.request.get(`/api/admin/takings?from=${today}&to=${today}`)).json()) as {
    methods: { method: string; receivedPence: number }[];
  };
  return report.methods.find((line) => line.method === 'cash')?.receivedPence ?? 0;
}

const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;

test('the desk marks cash received on the day sheet, and the takings report counts it under cash', async ({ page }) => {
  test.setTimeout(90_000);
  await openAdmin(page);
  const booked = await cashBooking(page, isoDay(nthWeekday(62)), '13:30');
  // Cash is taken on the day: the API books only slots still to come, so the booking is put on today's sheet.
  const today = londonDaysAhead(0);
  await queryDatabase(`UPDATE booking SET date = $2 WHERE id = $1`, [booked.id, isoDay(today)]);
  const before = await cashToday(page);

  await page.getByRole('tab', { name: 'DAY SHEET' }).click();
  const row = page
    .getByRole('table', { name: `Bookings on ${dayHeading(today)}` })
    .getByRole('row')
    .filter({ hasText: booked.name });
  await expect(row).toContainText('Cash on arrival — owed £129.00');
  await keepScreenshot(page, 'money-day-sheet-owed-1366');

  await row.getByRole('button', { name: `Mark cash received from ${booked.name} at 13:30` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark cash received?' });
  await expect(dialog).toContainText('You have taken £129.00 in cash');
  await dialog.getByRole('button', { name: 'Yes, £129.00 received' }).click();
  await expect(toast(page, `£129.00 from ${booked.name} now counts in takings.`)).toBeVisible();
  await expect(row).toContainText(/Cash received at \d\d:\d\d/);
  await expect(row.getByRole('button', { name: `Undo cash received from ${booked.name}` })).toBeVisible();
  await keepScreenshot(page, 'money-day-sheet-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toContainText(/Cash received at/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'money-day-sheet-390');
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('tab', { name: 'TAKINGS' }).click();
  const cash = page.getByRole('table', { name: 'Takings by method' }).getByRole('row', { name: /^Cash/ });
  await expect(cash).toContainText(pounds(before + 12900));
  await keepScreenshot(page, 'money-takings-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cash).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'money-takings-390');
});

test('cancelling an unpaid cash booking says nothing is owed and puts nothing under REFUNDS TO GIVE', async ({ page }) => {
  test.setTimeout(60_000);
  await openAdmin(page);
  const booked = await cashBooking(page, isoDay(nthWeekday(6)), '15:00');

  await page.getByRole('tab', { name: 'BOOKINGS' }).click();
  await page.getByRole('group', { name: 'Bookings view' }).getByRole('button', { name: 'List' }).click();
  await page.getByRole('button', { name: `Cancel booking of ${booked.name} at 15:00` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('Nothing is owed: its £129.00 cash on arrival was never received.');
  await expect(dialog.getByLabel('Refund a different amount (goodwill)')).toHaveCount(0);
  await keepScreenshot(page, 'money-cancel-unpaid-cash-1366');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toast(page, 'Nothing is owed. The customer is e-mailed.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Refunds to give' }).filter({ hasText: booked.name })).toHaveCount(0);
  const [row] = await queryDatabase<{ status: string; refund_pence: number }>(`SELECT status, refund_pence FROM booking WHERE id = $1`, [
    booked.id,
  ]);
  expect(row).toEqual({ status: 'cancelled', refund_pence: 0 });
});

test('a goodwill refund: staff choose the amount and give the reason, and REFUNDS TO GIVE shows both', async ({ page }) => {
  test.setTimeout(60_000);
  await openAdmin(page);
  const booked = await cashBooking(page, isoDay(nthWeekday(4)), '16:30', { paymentMethod: 'card_by_phone', terminalReference: `T-${run}` });

  await page.getByRole('tab', { name: 'BOOKINGS' }).click();
  await page.getByRole('group', { name: 'Bookings view' }).getByRole('button', { name: 'List' }).click();
  await page.getByRole('button', { name: `Cancel booking of ${booked.name} at 16:30` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('£129.00 is owed (a full refund): refund it on the card terminal');
  await dialog.getByLabel('Refund a different amount (goodwill)').check();
  await dialog.getByLabel('Refund (£)').fill('200');
  await expect(dialog).toContainText('The refund can be at most the £129.00 paid.');
  await dialog.getByLabel('Refund (£)').fill('40');
  await dialog.getByLabel('Reason').fill('Moved twice by us');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'money-cancel-goodwill-390');
  await dialog.getByRole('button', { name: 'Cancel with this refund' }).click();
  await expect(toast(page, '£40.00 owed: refund it on the card terminal, then mark it refunded under REFUNDS TO GIVE.')).toBeVisible();
  const owed = page.getByRole('list', { name: 'Refunds to give' }).getByRole('listitem').filter({ hasText: booked.name });
  await expect(owed).toContainText('£40.00 to');
  await expect(owed).toContainText('Goodwill refund: Moved twice by us');
});
