import { queryDatabase } from '../support/database';
import { bookingsOf, bookThroughApi, fillTryAndFly, screenshotBothWidths, nthWeekday } from '../support/booking-form';
import { expect, test } from '../support/test';
import { fillTestCard, runId } from '../support/ui';

/**
 * docs/product.md, Booking rules (Holds; A payment that arrives too late): the dialog counts the hold down, and once it
 * has run out nothing can be paid; a payment for a hold whose slot went meanwhile is never charged.
 */
test('a hold that runs out stops PAY, cannot be charged, and is placed again on the nearest free slot', async ({ page, request }) => {
  test.setTimeout(180_000);
  const run = runId();
  const email = `late.${run}@example.com`;
  const day = nthWeekday(8);
  await page.clock.install();
  await fillTryAndFly(page, { day, time: '10:30', name: 'Late Larry', email });
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();

  const dialog = page.getByRole('dialog', { name: 'COMPLETE BOOKING' });
  await expect(dialog.getByRole('timer')).toHaveText(/^Slot held for 1[45]:\d\d$/);
  await expect(dialog.getByRole('button', { name: 'PAY £129.00' })).toBeVisible();
  await screenshotBothWidths(page, 'booking-hold-countdown');

  // 13 minutes on: the last two minutes are called out.
  await page.clock.fastForward('13:10');
  await expect(dialog.getByText('Less than two minutes left: please pay now or the slot is released.')).toBeVisible();

  // The hold runs out on the server too, and another customer books that time.
  await queryDatabase(`UPDATE booking SET hold_expires_at = now() - interval '1 minute' WHERE email = $1`, [email]);
  await bookThroughApi(request, day, '10:30', `winner.${run}@example.com`);
  await page.clock.fastForward('02:00');
  await expect(dialog.getByText('Your 15-minute hold has run out')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^PAY/ })).toHaveCount(0);
  await expect(dialog.getByLabel('Card number')).toHaveCount(0);
  await expect(dialog.getByText('10:30 has been taken since. The nearest free time that day is 12:00.')).toBeVisible();
  await screenshotBothWidths(page, 'booking-hold-expired');

  // Even paid behind the form's back, the lost hold is never charged: its card payment is cancelled, not captured.
  const [lost] = await bookingsOf(email);
  const [{ client_secret: clientSecret }] = await queryDatabase<{ client_secret: string }>(
    `SELECT client_secret FROM test_payment_intent WHERE id = $1`,
    [lost.payment_intent_id],
  );
  const latePay = await request.post(`/api/test-payments/${lost.payment_intent_id}/confirm`, {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
  });
  expect(await latePay.json()).toEqual({ paymentIntentId: lost.payment_intent_id, status: 'canceled' });
  const [intent] = await queryDatabase<{ status: string }>(`SELECT status FROM test_payment_intent WHERE id = $1`, [lost.payment_intent_id]);
  expect(intent.status).toBe('canceled');
  expect((await bookingsOf(email))[0]).toMatchObject({ status: 'slot_lost' });
  expect(await queryDatabase(`SELECT r.id FROM payment_refund r JOIN payment p ON p.id = r.payment_id WHERE p.payment_intent_id = $1`, [lost.payment_intent_id])).toEqual([]);

  // Back to the real time: the hold placed again counts a fresh 15 minutes, at 12:00, and pays.
  await page.clock.setSystemTime(new Date());
  await dialog.getByRole('button', { name: 'Hold again at 12:00' }).click();
  await expect(dialog.getByRole('timer')).toHaveText(/^Slot held for 1[45]:\d\d$/);
  await expect(page).toHaveURL(/time=12%3A00/);
  await fillTestCard(dialog);
  await dialog.getByRole('button', { name: 'PAY £129.00' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByText('12:00', { exact: true })).toBeVisible();
  expect((await bookingsOf(email)).map((booking) => `${booking.time_slot} ${booking.status}`)).toEqual(['10:30 slot_lost', '12:00 confirmed']);
});
