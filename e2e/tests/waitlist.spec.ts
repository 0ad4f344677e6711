import { expect, test } from '../support/test';
import { bookThroughApi, screenshotBothWidths, nthWeekday } from '../support/booking-form';
import { queryDatabase } from '../support/database';
import { waitForMail } from '../support/mailbox';
import { dayHeading, isoDay, keepScreenshot, openAdmin, runId } from '../support/ui';

const run = runId();
/** Every start time of a weekday (open 10:00-21:00) for a 60-minute session. */
const WEEKDAY_TIMES = ['10:30', '12:00', '13:30', '15:00', '16:30', '18:00'];

test('join the waitlist for a full day; staff cancel; the offer e-mail opens the held slot, which is paid and booked', async ({ page }) => {
  test.setTimeout(180_000);
  const day = nthWeekday(80);
  const email = `waiting.${run}@example.com`;
  const booked = [];
  for (const time of WEEKDAY_TIMES) booked.push(await bookThroughApi(page.request, day, time, `full.${time.replace(':', '')}.${run}@example.com`));

  // The day is full: the customer asks to be told when 13:30 frees up.
  await page.goto('/book-flight');
  await page.getByRole('button', { name: 'CLICK HERE to book Try and Fly' }).click();
  await page.getByRole('button', { name: 'Tell me if this frees up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell me if this frees up' });
  await dialog.getByLabel('Day 1').fill(isoDay(day));
  await dialog.getByRole('radio', { name: 'Only these times' }).check();
  await dialog.getByRole('checkbox', { name: '13:30' }).check();
  await dialog.getByLabel('Name').fill(`Wendy Waiting ${run}`);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Experience level').selectOption({ label: 'Complete Beginner' });
  await dialog.getByRole('checkbox', { name: /12 or over/ }).check();
  await screenshotBothWidths(page, 'waitlist-join');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'JOIN THE WAITLIST' }).click();
  await expect(dialog.getByRole('status')).toContainText('You are on the waitlist.');
  const joined = await waitForMail(email, /^You are on the waitlist: Try and Fly/);
  expect(joined.text).toMatch(/To leave it: http\S+\/waitlist\/leave\//);

  // Staff see the waitlist of that day, then cancel the 13:30 booking.
  await openAdmin(page);
  await page.getByRole('tab', { name: 'WAITLIST' }).click();
  await page.getByLabel('Day', { exact: true }).fill(isoDay(day));
  const list = page.getByRole('table', { name: `Waitlist for ${dayHeading(day)}` });
  await expect(list.getByRole('row').filter({ hasText: email })).toContainText('Waiting');
  const cancelled = await page.request.post(`/api/bookings/${booked[2].bookingId}/cancel`, { data: {} });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // The worker offers the freed slot, held for 30 minutes, by e-mail.
  const offer = await waitForMail(email, /^A slot has freed up: Try and Fly/, 60_000);
  const link = /Book it now: (http\S+)/.exec(offer.text)?.[1];
  expect(link).toMatch(/\/waitlist\/offer\//);
  await page.reload();
  await page.getByRole('tab', { name: 'WAITLIST' }).click();
  await page.getByLabel('Day', { exact: true }).fill(isoDay(day));
  await expect(list.getByRole('row').filter({ hasText: email })).toContainText('13:30 offered');
  await screenshotBothWidths(page, 'waitlist-staff');
  await keepScreenshot(page, 'waitlist-staff-390-page');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(new URL(link as string).pathname);
  await expect(page.getByRole('heading', { name: 'Try and Fly' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Held for you until');
  await screenshotBothWidths(page, 'waitlist-offer');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'BOOK THIS SLOT' }).click();
  const payment = page.getByRole('dialog', { name: 'COMPLETE BOOKING' });
  await payment.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry date', { exact: true }).fill('12 / 39');
  await payment.getByLabel('CVC', { exact: true }).fill('123');
  await payment.getByRole('button', { name: 'PAY £129.00' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByText('Booking Confirmed!', { exact: true })).toBeVisible();
  await waitForMail(email, /^Booking Confirmed: Try and Fly/);
  const rows = await queryDatabase<{ status: string; time_slot: string }>(`SELECT status, time_slot FROM booking WHERE email = $1`, [email]);
  expect(rows).toEqual([{ status: 'confirmed', time_slot: '13:30' }]);
});
