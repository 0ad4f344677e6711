import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { queryDatabase } from '../support/database';
import { buyTryAndFlyGiftCard } from '../support/gift-card';
import { mailsTo, waitForMail } from '../support/mailbox';
import { dayHeading, isoDay, keepScreenshot, londonDaysAhead, openAdmin, runId, toast } from '../support/ui';
import { nthWeekday } from '../support/booking-form';
import { newTryAndFlyBooking, phoneBooking } from '../support/staff-booking';

const run = runId();
let customers = 0;

/** A cash-on-arrival phone booking for a new desk customer, confirmed at once. */
function staffBooking(page: Page, date: string, timeSlot: string, extra: Record<string, unknown> = {}) {
  customers += 1;
  const who = { name: `Desk Customer ${run} ${customers}`, email: `desk.${run}.${customers}@example.com`, phone: `01395 ${String(100000 + customers).slice(-6)}` };
  return phoneBooking(page, date, timeSlot, who, extra);
}

test('the desk checks a customer in on the day sheet, undoes it, and resends the confirmation e-mail', async ({ page }) => {
  test.setTimeout(90_000);
  await openAdmin(page);
  const booked = await staffBooking(page, isoDay(nthWeekday(40)), '12:00');
  // A check-in needs a session today: the API books only slots still to come, so the booking is put on today's sheet.
  const today = londonDaysAhead(0);
  await queryDatabase(`UPDATE booking SET date = $2 WHERE id = $1`, [booked.id, isoDay(today)]);
  await waitForMail(booked.email, /^Booking Confirmed: Try and Fly/);

  await page.getByRole('tab', { name: 'DAY SHEET' }).click();
  const row = page
    .getByRole('table', { name: `Bookings on ${dayHeading(today)}` })
    .getByRole('row')
    .filter({ hasText: booked.name });
  await expect(row).toContainText('Not checked in');
  await row.getByRole('button', { name: 'CHECK IN' }).click();
  await expect(row).toContainText(/Checked in at \d\d:\d\d/);
  await page.setViewportSize({ width: 1366, height: 900 });
  await keepScreenshot(page, 'desk-day-sheet-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toContainText(/Checked in at/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'desk-day-sheet-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: 'UNDO' }).click();
  await expect(row).toContainText('Not checked in');
  await expect(row.getByRole('button', { name: 'NO-SHOW' })).toBeVisible();

  await row.getByRole('button', { name: 'RESEND CONFIRMATION' }).click();
  await expect(toast(page, `${booked.name} is e-mailed the confirmation and calendar invite again.`)).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(booked.email)).filter((mail) => /^Booking Confirmed/.test(mail.subject)).length, {
      timeout: 20_000,
    })
    .toBe(2);
});

test('a phone booking for a customer found as staff type, paid entirely by a gift voucher typed in lower case: no card reference asked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const day = nthWeekday(45);
  const date = isoDay(day);
  await openAdmin(page);
  const known = await staffBooking(page, isoDay(nthWeekday(47)), '15:00');
  const code = await buyTryAndFlyGiftCard(page, `giver.${run}@example.com`);

  const dialog = await newTryAndFlyBooking(page);
  await dialog.getByLabel('Date', { exact: true }).fill(date);
  await dialog.getByRole('radio', { name: '13:30', exact: true }).click();
  await dialog.getByLabel('Find an existing customer').fill(known.name.split(' ').slice(1, 3).join(' '));
  await dialog
    .getByRole('list', { name: 'Customers found' })
    .getByRole('button', { name: new RegExp(known.name) })
    .click();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(known.email);
  await dialog.getByRole('checkbox').check();
  await dialog.getByLabel('Payment', { exact: true }).selectOption('voucher');
  await dialog.getByLabel('Voucher code', { exact: true }).fill(code.toLowerCase().replace(/-/g, ' '));
  await expect(dialog.getByRole('status').filter({ hasText: code })).toHaveText(`${code} covers £129.00. Nothing left to pay.`);
  await expect(dialog.getByLabel('Terminal reference')).toHaveCount(0);
  await expect(dialog.getByLabel('Rest paid by')).toHaveCount(0);
  await keepScreenshot(page, 'desk-new-booking-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'desk-new-booking-390');
  await page.setViewportSize({ width: 1366, height: 900 });

  await dialog.getByRole('button', { name: 'Book and confirm' }).click();
  await expect(page.getByText('Booking confirmed', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const confirmation = await waitForMail(known.email, /^Booking Confirmed: Try and Fly.* at 13:30/);
  expect(confirmation.text).toContain(code);
  const [row] = await queryDatabase<{ payment_method: string; terminal_reference: string | null; total_price: number }>(
    `SELECT payment_method, terminal_reference, total_price FROM booking WHERE lower(email) = lower($1) AND date = $2`,
    [known.email, date],
  );
  expect(row).toEqual({ payment_method: 'voucher', terminal_reference: null, total_price: 0 });
});

test('CUSTOMERS finds a customer by name and by phone, shows their history and keeps a staff note', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAdmin(page);
  const known = await staffBooking(page, isoDay(nthWeekday(60)), '10:30');
  const phone = `01395 ${String(100000 + customers).slice(-6)}`;

  await page.getByRole('tab', { name: 'CUSTOMERS' }).click();
  const search = page.getByLabel('Search by name, e-mail, phone or booking/order reference');
  const list = page.getByRole('list', { name: 'Customers' });
  await search.fill(known.name.toLowerCase());
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list).toContainText(known.email);

  await search.fill(phone.replace(' ', ''));
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list).toContainText(known.name);
  await list.getByRole('button').click();

  await expect(page.getByRole('heading', { name: known.email })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Bookings' })).toContainText('Try and Fly');
  await page.getByLabel('Staff note').fill('Prefers the afternoon; nervous about take-off');
  await page.getByRole('button', { name: 'SAVE NOTE' }).click();
  await expect(toast(page, `The note on ${known.email} is saved.`)).toBeVisible();
  await keepScreenshot(page, 'desk-customers-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'desk-customers-390');

  await page.reload();
  await page.getByRole('tab', { name: 'CUSTOMERS' }).click();
  await page.getByLabel('Search by name, e-mail, phone or booking/order reference').fill(known.email);
  await page.getByRole('button', { name: 'OPEN RECORD' }).click();
  await expect(page.getByLabel('Staff note')).toHaveValue('Prefers the afternoon; nervous about take-off');
});
