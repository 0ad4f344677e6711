import type { Locator, Page } from '@playwright/test';
import { queryDatabase } from '../support/database';
import { bookingsOf, bookThroughApi, fillTryAndFly, screenshotBothWidths, nthWeekday } from '../support/booking-form';
import { VOUCHER_CODE } from '../support/gift-card';
import { expect, test } from '../support/test';
import { continueToPayment, fillTestCard, runId } from '../support/ui';

/**
 * docs/product.md, Payments: the built-in test provider's 3-D Secure cards (4000 0025 0000 3155, 4000 0027 6000 3184) open
 * the bank's challenge in the payment dialog; approved, the payment goes through; failed or closed, 'Payment Failed'
 * with the card kept, and a challenge left open charges nothing while the hold runs out.
 */
const AUTHENTICATE = '4000 0025 0000 3155';
const ALWAYS_AUTHENTICATE = '4000 0027 6000 3184';
const FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

const challengeOf = (dialog: Locator) => dialog.locator('iframe[title="3D Secure authentication"]').contentFrame();
const intentStatus = async (paymentIntentId: string | null) =>
  (await queryDatabase<{ status: string }>(`SELECT status FROM test_payment_intent WHERE id = $1`, [paymentIntentId]))[0]?.status;

/** Try and Fly on `day` at 10:30, paid with `card`: the dialog shows the challenge. */
async function payIntoChallenge(page: Page, day: Date, email: string, card: string) {
  await fillTryAndFly(page, { day, time: '10:30', name: 'Secure Sam', email });
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const dialog = page.getByRole('dialog', { name: 'COMPLETE BOOKING' });
  await fillTestCard(dialog, card);
  await dialog.getByRole('button', { name: 'PAY £129.00' }).click();
  await expect(page.getByText('Payment Processing', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(challengeOf(dialog).getByRole('heading', { name: '3D Secure authentication' })).toBeVisible();
  await expect(challengeOf(dialog).getByText('£129.00')).toBeVisible();
  return dialog;
}

test('a booking paid with a 3-D Secure card: the challenge approved books the slot and takes the money', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `secure.approve.${runId()}@example.com`;
  const dialog = await payIntoChallenge(page, nthWeekday(90), email, AUTHENTICATE);
  await screenshotBothWidths(page, 'three-d-secure-challenge');
  await page.setViewportSize({ width: 1280, height: 800 });

  const [held] = await bookingsOf(email);
  expect(held.status).toBe('held');
  expect(await intentStatus(held.payment_intent_id)).toBe('requires_action');

  await challengeOf(dialog).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByText('Booking Confirmed!', { exact: true })).toBeVisible();
  const [booked] = await bookingsOf(email);
  expect(booked.status).toBe('confirmed');
  expect(await intentStatus(booked.payment_intent_id)).toBe('succeeded');
});

test('a failed challenge says Payment Failed, keeps the card form, and another card pays', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `secure.fail.${runId()}@example.com`;
  const dialog = await payIntoChallenge(page, nthWeekday(91), email, ALWAYS_AUTHENTICATE);

  await challengeOf(dialog).getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page.getByText(FAILED, { exact: true })).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await expect(dialog.getByLabel('Card number', { exact: true })).toHaveValue(ALWAYS_AUTHENTICATE);
  await screenshotBothWidths(page, 'three-d-secure-failed');
  await page.setViewportSize({ width: 1280, height: 800 });
  const [held] = await bookingsOf(email);
  expect(held.status).toBe('held');
  expect(await intentStatus(held.payment_intent_id)).toBe('requires_payment_method');

  await fillTestCard(dialog);
  await dialog.getByRole('button', { name: 'PAY £129.00' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  expect((await bookingsOf(email))[0].status).toBe('confirmed');
});

test('a closed challenge charges nothing: the hold runs out and the slot is free for the next customer', async ({ page, request }) => {
  test.setTimeout(90_000);
  const run = runId();
  const email = `secure.close.${run}@example.com`;
  const day = nthWeekday(92);
  const dialog = await payIntoChallenge(page, day, email, AUTHENTICATE);

  await dialog.getByRole('button', { name: 'Close authentication' }).click();
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'PAY £129.00' })).toBeEnabled();
  const [held] = await bookingsOf(email);
  expect(held.status).toBe('held');
  expect(await intentStatus(held.payment_intent_id)).toBe('requires_action');

  // The customer walks away: the hold runs out, and another customer gets the time.
  await queryDatabase(`UPDATE booking SET hold_expires_at = now() - interval '1 minute' WHERE email = $1`, [email]);
  await bookThroughApi(request, day, '10:30', `next.${run}@example.com`);
  expect((await bookingsOf(email))[0].status).toBe('expired');
  expect((await bookingsOf(`next.${run}@example.com`))[0].status).toBe('confirmed');
  expect(await intentStatus(held.payment_intent_id)).toBe('requires_action');
  expect(await queryDatabase(`SELECT status FROM payment WHERE payment_intent_id = $1 AND status = 'succeeded'`, [held.payment_intent_id])).toEqual([]);
});

test('the cart: a gift card paid with a 3-D Secure card after the challenge', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `secure.gift.${runId()}@example.com`;
  await page.goto('/shop');
  await page.getByRole('article', { name: 'Try and Fly Gift Card', exact: true }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  const dialog = await continueToPayment(page, email);
  await fillTestCard(dialog, AUTHENTICATE);
  await dialog.getByRole('button', { name: 'PAY £129.00' }).click();
  await expect(page.getByText('Payment Processing', { exact: true })).toBeVisible();
  await challengeOf(dialog).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Gift voucher codes' })).toContainText(VOUCHER_CODE);
});

test('the Fear of Flying course paid with a 3-D Secure card after the challenge', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `secure.course.${runId()}@example.com`;
  await page.goto('/fear-of-flying');
  await page.getByRole('button', { name: 'BOOK YOUR COURSE' }).first().click();
  const details = page.getByRole('dialog', { name: 'Book the Fear of Flying Course' });
  await details.getByLabel('Full Name', { exact: true }).fill('Steady Stella');
  await details.getByLabel('Email', { exact: true }).fill(email);
  await details.getByLabel('Phone', { exact: true }).fill('07700 900456');
  await details.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  const payment = page.getByRole('dialog', { name: 'Fear of Flying Course' });
  await fillTestCard(payment, AUTHENTICATE);
  await payment.getByRole('button', { name: 'PAY £295.00' }).click();
  await expect(page.getByText('Payment Processing', { exact: true })).toBeVisible();
  await challengeOf(payment).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('Booking Confirmed!', { exact: true })).toBeVisible();
  await expect(payment).toBeHidden();
});
