import { bookingsOf, bookThroughApi, fillTryAndFly, screenshotBothWidths, nthWeekday } from '../support/booking-form';
import { expect, test } from '../support/test';
import { isoDay, longDate, runId } from '../support/ui';

/** docs/product.md, Pages (/book-flight): the booking lives in the address, and the form never loses what was typed. */
test('reload, Back and Forward keep the booking; Back with the dialog open releases the hold; closing keeps the form', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `url.${runId()}@example.com`;
  // A reload opens the calendar on the chosen day's month, with the day selected.
  const day = nthWeekday(3);
  await fillTryAndFly(page, { day, time: '13:30', name: 'Una Url', email });
  await expect(page).toHaveURL(new RegExp(`\\?experience=try-and-fly&option=60-minutes&date=${isoDay(day)}&time=13%3A30$`));

  await page.reload();
  await expect(page.getByLabel('Session', { exact: true })).toHaveValue('try-and-fly');
  await expect(page.getByRole('radio', { name: '13:30', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: new RegExp(`^\\w+, ${longDate(day)}, selected$`) })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('radio', { name: '13:30', exact: true })).toHaveAttribute('aria-checked', 'false');
  await page.goForward();
  await expect(page.getByRole('radio', { name: '13:30', exact: true })).toHaveAttribute('aria-checked', 'true');

  // The details typed before the reload are the visitor's to type again; they stay through the dialog from now on.
  await page.getByLabel('Experience Level', { exact: true }).selectOption({ label: 'Complete Beginner' });
  await page.getByLabel('Full Name', { exact: true }).fill('Una Url');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('07700 900123');
  await page.getByRole('checkbox', { name: /Age rules/ }).check();
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const dialog = page.getByRole('dialog', { name: 'COMPLETE BOOKING' });
  await expect(dialog.getByRole('button', { name: 'PAY £129.00' })).toBeVisible();
  await expect(page).toHaveURL(/&step=pay$/);
  expect((await bookingsOf(email)).map((booking) => booking.status)).toEqual(['held']);

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await bookingsOf(email)).map((booking) => booking.status)).toEqual(['expired']);
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Una Url');
  await expect(page.getByRole('radio', { name: '13:30', exact: true })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  await expect(dialog.getByRole('button', { name: 'PAY £129.00' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await bookingsOf(email)).map((booking) => booking.status)).toEqual(['expired', 'expired']);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByTestId('booking-total')).toHaveText('£129.00');
});

test('field errors beside the fields, the focus on the first; a slot just taken is said beside the time and nothing is lost', async ({ page, request }) => {
  test.setTimeout(120_000);
  const run = runId();
  // This page's live stream is cut (a proxy that buffers it, a phone that lost it), so the slot taken below is told by
  // the server's refusal of the hold, not by the calendar; live-availability.spec covers the stream's way.
  await page.route('**/api/availability/stream?*', (route) => route.abort());
  await page.goto('/book-flight');
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const session = page.getByLabel('Session', { exact: true });
  await expect(session).toBeFocused();
  await expect(session).toHaveAttribute('aria-invalid', 'true');
  await expect(session).toHaveAccessibleDescription('Choose a session.');
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveAccessibleDescription('Enter your full name.');
  await expect(page.getByRole('group', { name: 'Time (UK time)' })).toHaveAccessibleDescription('Choose a time.');
  await page.getByRole('group', { name: 'Date' }).scrollIntoViewIfNeeded();
  await screenshotBothWidths(page, 'booking-field-errors');

  // A name stops at the server's 120 characters; a malformed e-mail is marked and focused. A day no other spec books,
  // so 10:30 is free until this test takes it.
  const day = nthWeekday(150);
  await fillTryAndFly(page, { day, time: '10:30', name: 'N'.repeat(121), email: 'not-an-email' });
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('N'.repeat(120));
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const emailField = page.getByLabel('Email', { exact: true });
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Someone else takes 10:30 meanwhile: titled for what happened, beside the time, with the focus there.
  await emailField.fill(`taken.${run}@example.com`);
  await bookThroughApi(request, day, '10:30', `first.${run}@example.com`, false);
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That slot has just been taken' })).toBeVisible();
  const time = page.getByRole('group', { name: 'Time (UK time)' });
  await expect(time).toHaveAccessibleDescription('That slot has just been taken. Please choose another time.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('N'.repeat(120));
  await screenshotBothWidths(page, 'booking-slot-taken');
});
