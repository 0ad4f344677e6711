import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { dayHeading, isoDay, keepScreenshot, londonDaysAhead, openAdmin, pickDay, runId, toast } from '../support/ui';
import { nthWeekday } from '../support/booking-form';

const run = runId();

/** The first Monday-to-Friday day at least `days` ahead (open 10:00-21:00, so a course from 12:00 fits). */
/** A Fear of Flying course paid with the test card and its details recorded, as the two-step dialog does: booked, awaiting its date. */
async function bookCourse(request: APIRequestContext, name: string, email: string): Promise<void> {
  const started = await (await request.post('/api/create-fear-of-flying-payment-intent', { data: { name, email } })).json();
  const paid = await request.post(`/api/test-payments/${started.paymentIntentId}/confirm`, {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', clientSecret: started.clientSecret },
  });
  expect(paid.status()).toBe(200);
  const booked = await request.post('/api/fear-of-flying-bookings', {
    data: { name, email, phone: '07700 900456', preferredDate: null, paymentIntentId: started.paymentIntentId },
  });
  expect(booked.status()).toBe(201);
}

const mondayOf = (day: Date) => new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);

/** BOOKINGS' week calendar moved on, a week at a time, from this week to the week that holds `day`. */
async function showWeekOf(page: Page, day: Date) {
  const heading = page.getByRole('heading', { name: /^WEEK OF / });
  const thisMonday = mondayOf(londonDaysAhead(0));
  await expect(heading).toHaveText(`WEEK OF ${dayHeading(thisMonday).toUpperCase()}`);
  const weeks = Math.round((mondayOf(day).getTime() - thisMonday.getTime()) / (7 * 86_400_000));
  for (let week = 1; week <= weeks; week++) {
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(heading).toHaveText(`WEEK OF ${dayHeading(new Date(thisMonday.getTime() + week * 7 * 86_400_000)).toUpperCase()}`);
  }
}

test('staff give a course its date: it is on the week calendar and the day sheet, and its slots leave /book-flight', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Nervous Ned ${run}`;
  // A day no other browser test books, so the slots outside the course are free.
  const day = nthWeekday(11);
  await bookCourse(page.request, name, `ned.${run}@example.com`);

  await openAdmin(page);
  await page.getByRole('tab', { name: 'BOOKINGS' }).click();
  // The week calendar is where BOOKINGS starts on a desktop.
  await expect(page.getByRole('table', { name: 'Simulator week calendar' })).toBeVisible();
  const course = page.getByRole('list', { name: 'Fear of Flying course bookings' }).getByRole('listitem').filter({ hasText: name });
  await expect(course).toContainText('AWAITING A DATE');
  await course.getByRole('button', { name: `Set the date of ${name}'s course` }).click();
  const dialog = page.getByRole('dialog', { name: 'Set the course date' });
  await dialog.getByLabel('Date', { exact: true }).fill(isoDay(day));
  await dialog.getByLabel('Start time', { exact: true }).selectOption('12:00');
  await dialog.getByRole('button', { name: 'Set date' }).click();
  await expect(
    toast(page, `${name}'s course is on ${dayHeading(day)} at 12:00. The customer is e-mailed the date with a calendar invite.`),
  ).toBeVisible();
  await expect(course).toContainText(`${dayHeading(day).toUpperCase()} AT 12:00`);

  await showWeekOf(page, day);
  const grid = page.getByRole('table', { name: 'Simulator week calendar' });
  const column = (await grid.getByRole('columnheader').allTextContents()).indexOf(
    `${dayHeading(day).split(' ').slice(0, 3).join(' ')}`,
  );
  expect(column).toBeGreaterThan(0);
  for (const [time, text] of [
    ['12:00', 'Fear of Flying course'],
    ['13:30', 'Fear of Flying course (continued)'],
    ['15:00', 'Fear of Flying course (continued)'],
  ]) {
    const cell = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: time }) }).getByRole('cell').nth(column - 1);
    await expect(cell).toContainText(text);
    await expect(cell).toContainText(name);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await keepScreenshot(page, 'admin-week-calendar-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneDay = page.getByRole('list', { name: `Slots on ${dayHeading(day)}` });
  await expect(phoneDay).toBeVisible();
  await expect(phoneDay.getByRole('listitem').filter({ hasText: '12:00' })).toContainText(name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'admin-week-calendar-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('tab', { name: 'DAY SHEET' }).click();
  await page.getByLabel('Day', { exact: true }).fill(isoDay(day));
  const courses = page.getByRole('list', { name: 'Fear of Flying courses on this day' });
  await expect(courses).toContainText('12:00–16:00');
  await expect(courses).toContainText(name);

  await page.goto('/book-flight');
  await page.getByRole('article', { name: 'Try and Fly' }).click();
  await pickDay(page, day);
  for (const time of ['12:00', '13:30', '15:00']) await expect(page.getByRole('radio', { name: `${time} (Booked)` })).toBeDisabled();
  await expect(page.getByRole('radio', { name: '10:30', exact: true })).toBeEnabled();
  await expect(page.getByRole('radio', { name: '16:30', exact: true })).toBeEnabled();
});
