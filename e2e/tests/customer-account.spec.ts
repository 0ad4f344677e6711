import { nthWeekday } from '../support/booking-form';
import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { customerWithoutPassword } from '../support/accounts';
import { shownVoucherCode } from '../support/gift-card';
import { waitForMail } from '../support/mailbox';
import {
  bookTryAndFly,
  fullDate,
  isoDay,
  longDate,
  openAdmin,
  payCart,
  runId,
  setPasswordFromMail,
  toast,
} from '../support/ui';

const run = runId();

/** The reference the confirmation page shows under its heading. */
async function shownReference(page: Page): Promise<string> {
  const line = page.getByText(/^Reference [0-9A-F]{8}$/);
  await expect(line).toBeVisible();
  return (await line.textContent())!.replace('Reference', '').trim();
}

/** An iCalendar file's content lines, unfolded, as [name with parameters, value]. */
const icsLines = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)] as const);

/** What a download link saves, as text. */
async function downloadedText(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readFile(await download.path(), 'utf8');
}

test('book and pay with 4242 → /confirmation shows the reference, the .ics downloads and parses, Manage booking opens the booking; a gift card bought with the same e-mail → set password → /dashboard lists the order and the voucher', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = `customer.${run}@example.com`;
  const day = nthWeekday(17);

  await bookTryAndFly(page, { day, time: '12:00', name: 'Carla Customer', email });
  await expect(page.getByRole('heading', { level: 1, name: 'BOOKING CONFIRMED!' })).toBeVisible();
  const bookingReference = await shownReference(page);
  const mail = await waitForMail(email, /^Booking Confirmed: Try and Fly/);
  expect(mail.text).toContain(`Booking reference: ${bookingReference}`);

  const ics = await downloadedText(page, page.getByRole('link', { name: 'Add to calendar' }));
  const lines = icsLines(ics);
  expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
  expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
  const event = lines.slice(lines.findIndex(([key, value]) => key === 'BEGIN' && value === 'VEVENT'));
  const field = (name: string) => event.find(([key]) => key.split(';')[0] === name);
  expect(field('DTSTART')).toEqual(['DTSTART;TZID=Europe/London', `${isoDay(day).replace(/-/g, '')}T120000`]);
  expect(field('SUMMARY')?.[1]).toMatch(/^Try and Fly/);
  expect(field('DESCRIPTION')?.[1]).toContain(`Reference ${bookingReference}`);

  await page.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page).toHaveURL(/\/manage-booking\/[\w.-]+$/);
  await expect(page.getByRole('heading', { name: 'Try and Fly' })).toBeVisible();
  await expect(page.getByText(`${fullDate(day)} at 12:00 (UK time)`)).toBeVisible();

  // A gift card bought with the same e-mail, not signed in.
  await page.goto('/shop');
  await page.getByRole('article', { name: 'Try and Fly Gift Card' }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await payCart(page, email, '£129.00');
  const orderReference = await shownReference(page);
  const code = await shownVoucherCode(page);

  // The booking made the account: its password is set through the e-mailed link, and the dashboard shows both.
  await setPasswordFromMail(page, email, 'cleared for the approach');
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByText(orderReference, { exact: true })).toBeVisible();
  await expect(orders).toContainText('Try and Fly Gift Card × 1');
  await expect(orders).toContainText('£129.00');
  const vouchers = page.getByRole('region', { name: 'Gift Vouchers' });
  await expect(vouchers.getByText(code!, { exact: true })).toBeVisible();
  await expect(vouchers).toContainText('Not used yet');
});

test('a signed-in customer books and pays with 4242, cancels from /dashboard more than 48 hours ahead → Past and Cancelled lists it with the full refund', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `cancelling.${run}@example.com`;
  const day = nthWeekday(18);
  await customerWithoutPassword(email, 'Cora Cancel');
  expect((await page.request.post('/api/password-reset', { data: { email } })).status()).toBe(202);
  await setPasswordFromMail(page, email, 'holding short of the runway', /^Reset your password/);

  await bookTryAndFly(page, { day, time: '15:00', name: 'Cora Cancel', email });
  await page.goto('/dashboard');
  const when = `${longDate(day)} at 15:00`;
  const upcoming = page.getByRole('region', { name: 'Upcoming Sessions' });
  await expect(upcoming).toContainText(longDate(day));
  await upcoming.getByRole('button', { name: /^Cancel booking/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(cancel.getByText('You will be refunded £129.00 in full.')).toBeVisible();
  await cancel.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(toast(page, 'Booking cancelled')).toBeVisible();

  const past = page.getByRole('region', { name: 'Past and Cancelled' });
  const entry = past.getByRole('listitem').filter({ hasText: when });
  await expect(entry).toContainText('Try and Fly');
  await expect(entry).toContainText('£129.00');
  await expect(entry).toContainText('Cancelled');
  await expect(entry).toContainText('Refunded £129.00');
  await expect(upcoming).not.toContainText(longDate(day));
});

test('newsletter: subscribe → confirmation e-mail → confirm link → in the staff export; unsubscribe link → not in the export', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `reader.${run}@example.com`;
  await page.goto('/terms');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed!', { exact: true })).toBeVisible();

  const mail = await waitForMail(email, /^Please confirm your subscription/);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const confirm = /Confirm your subscription: (\S+)/.exec(mail.text)?.[1];
  const unsubscribe = /Unsubscribe: (\S+)/.exec(mail.text)?.[1];
  expect(confirm).toBeDefined();
  expect(unsubscribe).toBeDefined();

  const exported = async () => {
    await openAdmin(page);
    await page.getByRole('tab', { name: 'SUBSCRIBERS' }).click();
    return downloadedText(page, page.getByRole('link', { name: 'EXPORT CSV' }));
  };
  expect(await exported()).not.toContain(email); // not confirmed yet

  await page.goto(confirm!);
  await expect(page.getByText(/^Thank you: your subscription is confirmed\./)).toBeVisible();
  expect(await exported()).toContain(email);

  await page.goto(unsubscribe!);
  await expect(page.getByText('You are unsubscribed: we will not send you the newsletter again.', { exact: true })).toBeVisible();
  expect(await exported()).not.toContain(email);
});
