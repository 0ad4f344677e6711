import { request as apiRequest, type Locator, type Page } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { E2E, gatedBaseUrl } from '../support/environment';
import { bookThroughApi, screenshotBothWidths, nthWeekday } from '../support/booking-form';
import { expect, test, waitingForHydration } from '../support/test';
import { newTryAndFlyBooking } from '../support/staff-booking';
import { fillTestCard, isoDay, longDate, runId } from '../support/ui';

/**
 * docs/product.md, Booking rules (Availability): an open calendar shows a slot taken or freed by anyone within a
 * second. "Within 1 s" is asserted as a wait of at most 1,500 ms that starts once the change has been committed (the
 * API answered the request that made it): the browser is told and asks again in that time, or the test fails.
 */
const WITHIN_A_SECOND = { timeout: 1500 };
const TAKEN_TEXT = 'That slot has just been taken. Please choose another time.';
const slotButton = (scope: Locator, time: string) => scope.getByRole('radio', { name: new RegExp(`^${time}`) });

const monthName = (date: Date) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** Picks `day` in a booking calendar inside `scope`, moving on a month at a time from the current month. */
async function pickDayAhead(scope: Locator, day: Date) {
  const today = new Date();
  const months = (day.getUTCFullYear() - today.getUTCFullYear()) * 12 + day.getUTCMonth() - today.getUTCMonth();
  for (let ahead = 1; ahead <= months; ahead += 1) {
    await scope.getByRole('button', { name: /next month/i }).click();
    await expect(scope.getByRole('grid', { name: monthName(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + ahead, 1))) })).toBeVisible();
  }
  await scope.getByRole('button', { name: new RegExp(`, ${longDate(day)}$`) }).click();
}

/** /book-flight opened on Try and Fly, `day` and `time` (the address restores them: the day is months ahead), details typed. */
async function fillTryAndFlyOn(page: Page, day: Date, time: string, customer: { name: string; email: string }) {
  await page.goto(`/book-flight?experience=try-and-fly&date=${isoDay(day)}&time=${time}`);
  await expect(slotButton(page.locator('main'), time)).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('Experience Level', { exact: true }).selectOption({ label: 'Complete Beginner' });
  await page.getByLabel('Full Name', { exact: true }).fill(customer.name);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Phone', { exact: true }).fill('07700 900123');
  await page.getByRole('checkbox', { name: /Age rules/ }).check();
}

test('two customers on the same day: a booking in one page shows the slot taken in the other, a cancellation frees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const run = runId();
  const day = nthWeekday(70);
  const email = `first.${run}@example.com`;

  // The second customer has chosen 10:30 and typed their details, but not yet paid.
  await fillTryAndFlyOn(page, day, '10:30', { name: 'Second Sam', email: `second.${run}@example.com` });
  const form = page.locator('main');

  // The first customer, in a browser of their own, takes 10:30: PROCEED TO PAYMENT holds it.
  const first = await browser.newContext();
  const buyer = waitingForHydration(await first.newPage());
  await fillTryAndFlyOn(buyer, day, '10:30', { name: 'First Fran', email });
  await buyer.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const payment = buyer.getByRole('dialog', { name: 'COMPLETE BOOKING' });
  await expect(payment.getByLabel('Card number', { exact: true })).toBeVisible();

  await expect(slotButton(form, '10:30')).toBeDisabled(WITHIN_A_SECOND);
  await expect(form.getByText(TAKEN_TEXT, { exact: true })).toBeVisible();
  await expect(slotButton(form, '10:30')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Second Sam'); // the form is kept
  await screenshotBothWidths(page, 'live-availability-taken', form.getByText(TAKEN_TEXT, { exact: true }));

  await fillTestCard(payment);
  await payment.getByRole('button', { name: 'PAY £129.00' }).click();
  await expect(buyer).toHaveURL(/\/confirmation$/);

  // The first customer cancels from the e-mailed manage link: 10:30 is free again on the second page.
  const confirmation = await waitForMail(email, /^Booking Confirmed: Try and Fly/);
  await buyer.goto(/(http\S+\/manage-booking\/[\w.-]+)/.exec(confirmation.text)![1]);
  await buyer.getByRole('button', { name: /^Cancel booking/ }).click();
  await buyer.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(buyer.getByText('Booking cancelled', { exact: true })).toBeVisible();
  await expect(slotButton(form, '10:30')).toBeEnabled(WITHIN_A_SECOND);
  await slotButton(form, '10:30').click();
  await expect(form.getByText(TAKEN_TEXT, { exact: true })).toBeHidden();
  await first.close();
});

test("staff NEW BOOKING: a slot held through the other API process shows taken in the dialog, and free once released", async ({ page }) => {
  test.setTimeout(90_000);
  const run = runId();
  const day = nthWeekday(72);
  const dialog = await newTryAndFlyBooking(page);
  await dialog.getByLabel('Date', { exact: true }).fill(isoDay(day));
  await slotButton(dialog, '12:00').click();
  await dialog.getByLabel('Name', { exact: true }).fill(`Desk Customer ${run}`);

  // A customer holds 12:00 through the second API process (the gated one on the same database).
  const other = await apiRequest.newContext({ baseURL: gatedBaseUrl });
  expect((await other.post('/api/dev-auth/verify', { data: { password: E2E.devAccessPassword } })).status()).toBe(200);
  const hold = await bookThroughApi(other, day, '12:00', `online.${run}@example.com`, false);

  await expect(slotButton(dialog, '12:00')).toBeDisabled(WITHIN_A_SECOND);
  await expect(dialog.getByText(TAKEN_TEXT, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Book and confirm' })).toBeDisabled();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(`Desk Customer ${run}`);
  await screenshotBothWidths(page, 'live-availability-new-booking', dialog.getByText(TAKEN_TEXT, { exact: true }));

  // The customer closes their payment dialog: the hold is given back and 12:00 can be chosen again.
  const released = await other.post(`/api/booking-holds/${hold.bookingId}/release`, { data: { clientSecret: hold.clientSecret } });
  expect(released.status(), await released.text()).toBe(204);
  await expect(slotButton(dialog, '12:00')).toBeEnabled(WITHIN_A_SECOND);
  await other.dispose();
});

test('the reschedule dialog on the manage page shows a time booked meanwhile as taken', async ({ page, request }) => {
  test.setTimeout(90_000);
  const run = runId();
  const email = `mover.${run}@example.com`;
  const day = nthWeekday(74);
  await bookThroughApi(request, nthWeekday(76), '10:30', email);
  const confirmation = await waitForMail(email, /^Booking Confirmed: Try and Fly/);
  await page.goto(/(http\S+\/manage-booking\/[\w.-]+)/.exec(confirmation.text)![1]);
  await page.getByRole('button', { name: /^Reschedule booking/ }).click();
  const move = page.getByRole('dialog', { name: 'Choose a new time' });
  await pickDayAhead(move, day);
  await slotButton(move, '13:30').click();

  await bookThroughApi(request, day, '13:30', `other.${run}@example.com`, false);
  await expect(slotButton(move, '13:30')).toBeDisabled(WITHIN_A_SECOND);
  await expect(move.getByText(TAKEN_TEXT, { exact: true })).toBeVisible();
  await expect(move.getByRole('button', { name: 'Move my booking' })).toBeDisabled();
});
