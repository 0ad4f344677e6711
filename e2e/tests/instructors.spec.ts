import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { queryDatabase } from '../support/database';
import { E2E } from '../support/environment';
import { bookAndPayOnline, nthWeekday } from '../support/booking-form';
import { isoDay, keepScreenshot, openAdmin, runId, toast } from '../support/ui';

const run = runId();
let client = 0;

/** A Try and Fly booked and paid online by a new customer, each from its own address. */
function bookOnline(request: APIRequestContext, date: string, timeSlot: string, name: string, notes: string) {
  client += 1;
  return bookAndPayOnline(request, date, timeSlot, { name, notes, email: `taught.${run}.${client}@example.com`, address: `198.51.100.${200 + client}` });
}

/** Signs in at /adminE3F as this staff account (the instructor shares the e2e admin's password). */
async function signInAs(page: Page, email: string) {
  await page.goto('/adminE3F');
  const signIn = page.getByRole('form', { name: 'Staff sign in' });
  await signIn.getByLabel('Email', { exact: true }).fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(E2E.adminPassword);
  await signIn.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
}

const day = nthWeekday(131);
const date = isoDay(day);

test.describe.serial('instructors', () => {
  test.beforeAll(async ({ request }) => {
    await bookOnline(request, date, '10:30', `Sam's Flyer ${run}`, 'Nervous about landings');
    await bookOnline(request, date, '13:30', `Priya's Flyer ${run}`, 'Birthday treat');
  });

  test('an instructor sees only their own day: who flies, level, notes and payment, no prices (390 and 1366 px)', async ({
    page,
  }) => {
    const email = `sam.${run}@skywardsim.co.uk`;
    await queryDatabase(
      `INSERT INTO user_account (email, name, role, password_hash) SELECT $1, 'Sam Carter', 'instructor', password_hash FROM user_account WHERE email = $2`,
      [email, E2E.adminEmail],
    );
    await queryDatabase(
      `UPDATE instructor SET user_id = (SELECT id FROM user_account WHERE email = $1) WHERE name = 'Sam Carter'`,
      [email],
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, email);
    await expect(page.getByRole('tab')).toHaveText(['SCHEDULE']);
    await page.getByLabel('Week from').fill(date);
    const theDay = page.getByRole('region', { name: new RegExp(`^\\w{3} ${day.getUTCDate()} `) }).first();
    await expect(theDay.getByText(`Sam's Flyer ${run}`)).toBeVisible();
    await expect(theDay.getByText('Complete Beginner', { exact: false })).toBeVisible();
    await expect(theDay.getByText('Notes: Nervous about landings')).toBeVisible();
    await expect(theDay.getByText(/· Paid$/)).toBeVisible();
    await expect(page.getByText(`Priya's Flyer ${run}`)).toHaveCount(0);
    await expect(page.locator('main, body').first()).not.toContainText('£');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'instructor-schedule-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await keepScreenshot(page, 'instructor-schedule-1366');
  });

  test('INSTRUCTORS: marking Priya off lists her booking and gives it to Sam (1366 and 390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAdmin(page);
    await page.getByRole('tab', { name: 'INSTRUCTORS' }).click();
    const team = page.getByRole('list', { name: 'The team' });
    await expect(team.getByText('Priya Shah', { exact: true })).toBeVisible();
    await expect(team.getByText('Every day 09:00–21:00').first()).toBeVisible();
    const form = page.getByRole('form', { name: 'Mark an instructor off' });
    await form.getByLabel('Instructor').selectOption({ label: 'Priya Shah' });
    await form.getByLabel('From day').fill(date);
    await form.getByLabel('To day').fill(date);
    await form.getByLabel('Reason').fill('Sick');
    await form.getByRole('button', { name: 'Mark off' }).click();
    const affected = page.getByRole('region', { name: 'Bookings that lose their instructor' });
    await expect(affected.getByText(`Priya's Flyer ${run}`, { exact: false })).toBeVisible();
    await keepScreenshot(page, 'instructors-tab-1366');
    await affected.getByRole('button', { name: 'Give to Sam Carter' }).click();
    await expect(toast(page, 'Instructor changed')).toBeVisible();
    const [row] = await queryDatabase<{ name: string }>(
      `SELECT i.name FROM booking b JOIN instructor i ON i.id = b.instructor_id WHERE b.name = $1`,
      [`Priya's Flyer ${run}`],
    );
    expect(row.name).toBe('Sam Carter');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'instructors-tab-390');
    await queryDatabase(`DELETE FROM instructor_leave WHERE reason = 'Sick' AND lower(period)::date = $1::date`, [date]);
  });
});
