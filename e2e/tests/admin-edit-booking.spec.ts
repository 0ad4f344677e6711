import { expect, test } from '../support/test';
import { queryDatabase } from '../support/database';
import { waitForMail } from '../support/mailbox';
import { dayHeading, isoDay, keepScreenshot, openAdmin, runId, toast } from '../support/ui';
import { nthWeekday } from '../support/booking-form';
import { phoneBooking } from '../support/staff-booking';

const run = runId();


test('staff edit a booking to a dearer experience: the difference is shown before saving, recorded to take, and the customer is e-mailed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAdmin(page);
  // A Try and Fly (£129.00) booked by phone and paid on the card terminal.
  const customer = { name: `Edit Customer ${run}`, email: `edit.${run}@example.com`, phone: '01395 123456' };
  const booked = await phoneBooking(page, isoDay(nthWeekday(5)), '13:30', customer, { paymentMethod: 'card_by_phone', terminalReference: `T-${run}` });

  await page.getByRole('tab', { name: 'BOOKINGS' }).click();
  await page.getByRole('group', { name: 'Bookings view' }).getByRole('button', { name: 'List' }).click();
  await page.getByRole('button', { name: `Edit the booking of ${booked.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit booking' });
  await dialog.getByLabel('Phone').fill('07700 900555');
  await dialog.getByLabel('Who is flying (empty: the booker)').fill('Sam Flyer');
  await dialog.getByLabel('Experience').selectOption({ label: 'Intro to the Airbus – 120 minutes (£249.00)' });
  await expect(dialog.getByRole('status')).toHaveText('£120.00 to take from the customer (card or cash).');
  await page.setViewportSize({ width: 1366, height: 900 });
  await keepScreenshot(page, 'edit-booking-dialog-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('status')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'edit-booking-dialog-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(toast(page, `${booked.name} is e-mailed the change. £120.00 to take from the customer (card or cash).`)).toBeVisible();
  const [row] = await queryDatabase<{ phone: string; participant_name: string; total_price: number; amount_due_pence: number; duration_minutes: number }>(
    `SELECT phone, participant_name, total_price, amount_due_pence, duration_minutes FROM booking WHERE id = $1`,
    [booked.id],
  );
  expect(row).toEqual({ phone: '07700 900555', participant_name: 'Sam Flyer', total_price: 24900, amount_due_pence: 12000, duration_minutes: 120 });
  const mail = await waitForMail(booked.email, /^Booking changed: Intro to the Airbus/);
  expect(mail.text).toContain('The new experience costs £120.00 more');

  // The day sheet of that day says what to take.
  const day = nthWeekday(5);
  await page.getByRole('tab', { name: 'DAY SHEET' }).click();
  await page.getByLabel('Day', { exact: true }).fill(isoDay(day));
  const sheetRow = page.getByRole('table', { name: `Bookings on ${dayHeading(day)}` }).getByRole('row').filter({ hasText: booked.name });
  await expect(sheetRow).toContainText('£120.00 to take');
  await sheetRow.getByRole('button', { name: `Mark £120.00 taken from ${booked.name}` }).click();
  await page.getByRole('dialog', { name: 'Mark this amount taken?' }).getByRole('button', { name: 'MARK TAKEN' }).click();
  await expect(toast(page, `£120.00 from ${booked.name}.`)).toBeVisible();
  await expect(sheetRow).not.toContainText('to take');
  const [taken] = await queryDatabase<{ amount_due_pence: number }>(`SELECT amount_due_pence FROM booking WHERE id = $1`, [booked.id]);
  expect(taken).toEqual({ amount_due_pence: 0 });
});
