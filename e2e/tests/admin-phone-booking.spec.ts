import { type Page, type Route } from '@playwright/test';
import { expect, test, waitingForHydration } from '../support/test';
import { E2E } from '../support/environment';
import { waitForMail } from '../support/mailbox';
import { dayHeading, isoDay, pickDay, runId } from '../support/ui';
import { nthWeekday } from '../support/booking-form';
import { newTryAndFlyBooking } from '../support/staff-booking';

const run = runId();
const TAKEN = 'That time slot has just been taken';

/** Holds each request that reaches it until `parties` have: then all go to the server together, so they really overlap. */
function barrier(parties: number) {
  let arrived = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async (route: Route) => {
    if (++arrived === parties) open();
    await opened;
    await route.continue();
  };
}

/** Holds the POSTs to `path` at the barrier; anything else goes straight through. */
const holdPosts = (page: Page, path: string, gate: (route: Route) => Promise<void>) =>
  page.route(`**${path}`, (route) => (route.request().method() === 'POST' ? gate(route) : route.continue()));

test('staff book a phone customer while an online customer races for the same slot: one wins, the other sees the 409 text', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const day = nthWeekday(20);
  const date = isoDay(day);
  const slot = '16:30';
  const phoneCustomer = { name: `Phone Customer ${run}`, email: `phone.${run}@example.com` };

  // Staff: NEW BOOKING filled in for a card payment taken over the phone, not yet sent.
  const dialog = await newTryAndFlyBooking(page);
  await dialog.getByLabel('Date', { exact: true }).fill(date);
  await dialog.getByRole('radio', { name: slot, exact: true }).click();
  await dialog.getByLabel('Name', { exact: true }).fill(phoneCustomer.name);
  await dialog.getByLabel('Email', { exact: true }).fill(phoneCustomer.email);
  await dialog.getByLabel('Phone', { exact: true }).fill('01395 123456');
  await dialog.getByLabel('Experience level', { exact: true }).selectOption('pilot');
  await dialog.getByLabel('Payment', { exact: true }).selectOption('card_by_phone');
  await dialog.getByLabel('Terminal reference', { exact: true }).fill(`TERM-${run}`);
  await dialog.getByRole('checkbox', { name: /Age rules/ }).check();

  // Online customer, in a browser of their own: the same slot, up to PROCEED TO PAYMENT (which holds the slot).
  const online = await browser.newContext();
  const buyer = waitingForHydration(await online.newPage());
  await buyer.goto('/book-flight');
  await buyer.getByRole('button', { name: 'CLICK HERE to book Try and Fly' }).click();
  await pickDay(buyer.locator('main'), day);
  await buyer.getByRole('radio', { name: slot, exact: true }).click();
  await buyer.getByLabel('Experience Level', { exact: true }).selectOption({ label: 'Complete Beginner' });
  await buyer.getByLabel('Full Name', { exact: true }).fill(`Online Buyer ${run}`);
  await buyer.getByLabel('Email', { exact: true }).fill(`online.${run}@example.com`);
  await buyer.getByLabel('Phone', { exact: true }).fill('07700 900123');
  await buyer.getByRole('checkbox', { name: /Age rules/ }).check();

  const gate = barrier(2);
  await holdPosts(page, '/api/admin/bookings', gate);
  await holdPosts(buyer, '/api/create-booking-payment-intent', gate);
  await Promise.all([
    dialog.getByRole('button', { name: 'Book and confirm' }).click(),
    buyer.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click(),
  ]);

  // While the dialog is open the rest of the page (the toasts too) is aria-hidden: found by their text.
  const staffWon = page.getByText('Booking confirmed', { exact: true });
  const staffLost = page.getByText(TAKEN, { exact: true });
  const payment = buyer.getByRole('dialog', { name: 'COMPLETE BOOKING' });
  const onlineWon = payment.getByLabel('Card number', { exact: true });
  // The online customer's hold is asked for before the payment dialog opens: a lost race is said beside the time.
  const onlineLost = buyer.getByText('That slot has just been taken. Please choose another time.', { exact: true });
  await expect(staffWon.or(staffLost)).toBeVisible();
  await expect(onlineWon.or(onlineLost)).toBeVisible();
  const outcome = { staff: await staffWon.isVisible(), online: await onlineWon.isVisible() };
  expect([
    { staff: true, online: false },
    { staff: false, online: true },
  ]).toContainEqual(outcome);
  await online.close();

  let bookedSlot = slot;
  if (!outcome.staff) {
    // The online customer holds the slot: staff read the 409 text and book the phone customer into the next one.
    bookedSlot = '18:00';
    await dialog.getByRole('radio', { name: bookedSlot, exact: true }).click();
    await dialog.getByRole('button', { name: 'Book and confirm' }).click();
    await expect(staffWon).toBeVisible();
  }
  await expect(dialog).toBeHidden();

  const confirmation = await waitForMail(phoneCustomer.email, /^Booking Confirmed: Try and Fly/);
  expect(confirmation.text).toContain(`Time: ${bookedSlot} (UK time)`);
  expect(confirmation.text).toContain('Total paid: £129.00');

  await page.getByRole('tab', { name: 'DAY SHEET' }).click();
  await page.getByLabel('Day', { exact: true }).fill(date);
  const sheet = page.getByRole('table', { name: `Bookings on ${dayHeading(day)}` });
  const row = sheet.getByRole('row').filter({ hasText: phoneCustomer.name });
  await expect(row).toContainText(bookedSlot);
  await expect(row).toContainText(`booked by ${E2E.adminEmail}`);
  await expect(row).toContainText(`Card by phone (ref TERM-${run})`);

  const csv = await page.request.get(`/api/admin/bookings.csv?from=${date}&to=${date}`);
  expect(csv.status()).toBe(200);
  const line = (await csv.text()).split('\r\n').find((candidate) => candidate.includes(phoneCustomer.email));
  expect(line).toContain(`"${dayHeading(day)}","${bookedSlot}"`);
  expect(line).toContain(`"${phoneCustomer.name}"`);
});
