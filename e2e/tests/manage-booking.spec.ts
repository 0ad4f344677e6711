import { nthWeekday } from '../support/booking-form';
import { expect, test } from '../support/test';
import { waitForMail } from '../support/mailbox';
import { bookTryAndFly, fullDate, isoDay, keepScreenshot, pickDay, runId } from '../support/ui';

const run = runId();

test('book with 4242 → open the manage link from the e-mail → reschedule (the old slot is free again) → cancel with the refund stated', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `manage.${run}@example.com`;
  const day = nthWeekday(14);
  const newDay = nthWeekday(15);

  await bookTryAndFly(page, { day, time: '12:00', name: 'Marta Manage', email });

  // The confirmation e-mail carries the signed link: no sign-in needed.
  const confirmation = await waitForMail(email, /^Booking Confirmed: Try and Fly/);
  const link = /(http\S+\/manage-booking\/[\w.-]+)/.exec(confirmation.text)?.[1];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Try and Fly' })).toBeVisible();
  await expect(page.getByText(`${fullDate(day)} at 12:00 (UK time)`)).toBeVisible();
  await keepScreenshot(page, 'manage-booking');

  await page.getByRole('button', { name: /^Reschedule booking/ }).click();
  const move = page.getByRole('dialog', { name: 'Choose a new time' });
  await pickDay(move, newDay);
  await move.getByRole('radio', { name: '13:30', exact: true }).click();
  await keepScreenshot(page, 'manage-booking-reschedule');
  await move.getByRole('button', { name: 'Move my booking' }).click();
  await expect(page.getByText('Booking moved', { exact: true })).toBeVisible();
  await expect(page.getByText(`${fullDate(newDay)} at 13:30 (UK time)`)).toBeVisible();
  const moved = await waitForMail(email, /^Booking moved: Try and Fly/);
  expect(moved.text).toContain(`${fullDate(newDay)} at 13:30`);

  // The old slot is offered again, the new one is taken.
  const slots = async (date: Date) =>
    (await (await page.request.get(`/api/availability?date=${isoDay(date)}&sessionType=tryandfly`)).json()).slots as {
      time: string;
      available: boolean;
    }[];
  expect((await slots(day)).find((slot) => slot.time === '12:00')?.available).toBe(true);
  expect((await slots(newDay)).find((slot) => slot.time === '13:30')?.available).toBe(false);

  await page.getByRole('button', { name: /^Cancel booking/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(cancel.getByText('You will be refunded £129.00 in full.')).toBeVisible();
  await cancel.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(page.getByText('Booking cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('CANCELLED', { exact: true })).toBeVisible();
  const cancelled = await waitForMail(email, /^Booking cancelled: Try and Fly/);
  expect(cancelled.text).toContain('We have refunded £129.00');
  expect((await slots(newDay)).find((slot) => slot.time === '13:30')?.available).toBe(true);
});
