import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { queryDatabase } from '../support/database';
import { mailsTo, waitForMail } from '../support/mailbox';
import { dayHeading, isoDay, keepScreenshot, londonDaysAhead, openAdmin, runId, toast } from '../support/ui';

const run = runId();
let customers = 0;

/** A London weekday `days` or more ahead (open 10:00-21:00). */
function weekdayAhead(days: number): Date {
  let day = londonDaysAhead(days);
  while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + 24 * 3_600_000);
  return day;
}

/** A cash-on-arrival phone booking made through the staff API (the signed-in page's session), confirmed at once. */
async function staffBooking(page: Page, date: string, timeSlot: string, extra: Record<string, unknown> = {}) {
  const who = { name: `Desk Customer ${run} ${++customers}`, email: `desk.${run}.${customers}@example.com` };
  const response = await page.request.post('/api/admin/bookings', {
    data: {
      sessionType: 'try-and-fly',
      optionId: '60-minutes',
      date,
      timeSlot,
      ...who,
      phone: `01395 ${String(100000 + customers).slice(-6)}`,
      experienceLevel: 'beginner',
      paymentMethod: 'cash_on_arrival',
      ageRulesConfirmed: true,
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...who, id: ((await response.json()) as { id: string }).id };
}

test('the desk checks a customer in on the day sheet, undoes it, and resends the confirmation e-mail', async ({ page }) => {
  test.setTimeout(90_000);
  await openAdmin(page);
  const booked = await staffBooking(page, isoDay(weekdayAhead(40)), '12:00');
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
