import { nthWeekday } from '../support/booking-form';
import { type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { waitForMail } from '../support/mailbox';
import { continueToPayment, fillDeliveryAddress, fillTestCard, keepScreenshot, payBooking, runId, setPasswordFromMail } from '../support/ui';

/** Each confirmation says what was bought, by kind (docs/product.md, Checkout and confirmation). */
const run = runId();

/** No page wider than the phone it is on. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Screenshots at 1366 and 390 px for a person to look at, with no sideways scroll on the phone. */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 900 });
  await keepScreenshot(page, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const main = (page: Page) => page.getByRole('main');

async function checkoutCart(page: Page, products: string[], email: string, pay: string): Promise<void> {
  await page.goto('/shop');
  for (const product of products) await page.getByRole('article', { name: product }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  // The cart is shown once its page and lines have loaded; only then does "is there a delivery address" have an answer.
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  if (await page.getByRole('heading', { name: 'Delivery address' }).isVisible()) await fillDeliveryAddress(page, 'ex10 0jh');
  const dialog = await continueToPayment(page, email);
  await fillTestCard(dialog);
  await dialog.getByRole('button', { name: `PAY ${pay}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeFocused();
}

test('a shop order: its lines, the postage line, the total and the address it is posted to; a gift card and no directions', async ({ page }) => {
  test.setTimeout(120_000);
  await checkoutCart(page, ['Skyward Mug', 'Discovery Flight Gift Card'], `order.${run}@example.com`, '£105.45');
  const lines = page.getByRole('list', { name: 'Order lines' });
  await expect(lines.getByRole('listitem')).toHaveText([/Skyward Mug × 1£12\.50/, /Discovery Flight Gift Card × 1£89\.00/, 'Postage (UK)£3.95']);
  await expect(main(page).getByText('Total paid').locator('..')).toContainText('£105.45');
  await expect(page.getByLabel('Delivery address')).toHaveText(/Amelia Buyer.*1 Runway Road.*Exeter.*EX10 0JH/);
  await expect(page.getByRole('list', { name: 'Gift voucher codes' })).toContainText(/SKY-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  await expect(main(page).getByText(/Directions|arrive 15 minutes/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'BOOK ANOTHER EXPERIENCE' })).toHaveAttribute('href', '/book-flight');
  await bothWidths(page, 'confirmation-shop-order');
});

test('a gift card alone: the code, PRINT VOUCHER, and no directions or arrival time', async ({ page }) => {
  test.setTimeout(90_000);
  await checkoutCart(page, ['£50 Gift Card'], `gift.${run}@example.com`, '£50.00');
  await expect(page.getByRole('button', { name: 'PRINT VOUCHER' })).toBeVisible();
  await expect(main(page).getByText(/Directions|arrive 15 minutes|Postage/)).toHaveCount(0);
  await bothWidths(page, 'confirmation-gift-card');
});

test('a simulator session: when, where and what to expect, the .ics at Exeter', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/book-flight?experience=discovery-flight&option=30-minutes');
  await payBooking(page, { day: nthWeekday(24), time: '13:30', name: 'Sally Slot', email: `slot.${run}@example.com`, price: '£89.00' });
  await expect(page.getByRole('heading', { level: 1, name: 'BOOKING CONFIRMED!' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Journey times' })).toBeVisible();
  await expect(main(page).getByText(/arrive 15 minutes before your session/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).click()]);
  expect(await readFile(await download.path(), 'utf8')).toMatch(/LOCATION:.*EX10 0JH/);
  await bothWidths(page, 'confirmation-slot');
});

test('online coaching: joining instructions and no Exeter, on the page, in the e-mail and in the .ics', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `coaching.${run}@example.com`;
  await page.goto('/book-flight?experience=home-sim-coaching&option=starter-session');
  await payBooking(page, { day: nthWeekday(25), time: '18:00', name: 'Otto Online', email, price: '£59.00' });
  await expect(page.getByRole('list', { name: 'Joining your online session' })).toContainText('video-call link');
  await expect(main(page).getByText(/Exeter|arrive 15 minutes/)).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).click()]);
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('LOCATION:Online: video call');
  expect(ics).not.toContain('EX10');
  const mail = await waitForMail(email, /^Booking Confirmed: Home Sim Coaching/);
  expect(mail.text).toContain('This is an online session: there is nothing to travel to.');
  expect(mail.text).not.toContain('The simulator is at');
  await bothWidths(page, 'confirmation-online-coaching');
});

test('the course: its date to be arranged, the preferred date only as a preference', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/fear-of-flying');
  await page.getByRole('button', { name: 'BOOK YOUR COURSE' }).first().click();
  const details = page.getByRole('dialog', { name: 'Book the Fear of Flying Course' });
  await details.getByLabel('Full Name', { exact: true }).fill('Nervous Ned');
  await details.getByLabel('Email', { exact: true }).fill(`course.${run}@example.com`);
  await details.getByLabel('Phone', { exact: true }).fill('07700 900456');
  await details.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  const payment = page.getByRole('dialog', { name: 'Fear of Flying Course' });
  await fillTestCard(payment);
  await payment.getByRole('button', { name: 'PAY £295.00' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(main(page).getByText('Course date').locator('+ dd')).toHaveText('To be arranged with you');
  await expect(main(page).getByText('Preferred date').locator('+ dd')).toHaveText('No preference');
  await expect(page.getByRole('list', { name: 'What happens next' })).toContainText('phone you to arrange the date');
  await expect(page.getByRole('list', { name: 'Journey times' })).toHaveCount(0);
  await bothWidths(page, 'confirmation-course');
});

test('a 120-character single-word name: no sideways scroll at 390 px on the confirmation, the manage page and the dashboard', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `longname.${run}@example.com`;
  const name = `Wolfeschlegelsteinhausen${'x'.repeat(96)}`;
  await page.goto('/book-flight?experience=discovery-flight&option=30-minutes');
  await payBooking(page, { day: nthWeekday(26), time: '15:00', name, email, price: '£89.00' });
  await bothWidths(page, 'long-name-confirmation');

  await page.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'MANAGE YOUR BOOKING' })).toBeVisible();
  await expect(page).toHaveTitle('Manage your booking | Skyward Flight Simulation');
  await expect(main(page).getByText(name).first()).toBeVisible();
  await bothWidths(page, 'long-name-manage');

  await setPasswordFromMail(page, email, 'a long enough password 1');
  await expect(main(page).getByText(name).first()).toBeVisible();
  await bothWidths(page, 'long-name-dashboard');
  // On a desktop the name does not run over Log Out.
  const logOut = page.getByRole('button', { name: 'Log Out' });
  await page.setViewportSize({ width: 1366, height: 900 });
  const [nameBox, buttonBox] = await Promise.all([main(page).locator('dd').filter({ hasText: name }).boundingBox(), logOut.boundingBox()]);
  expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(buttonBox!.x + buttonBox!.width + 1);
});

test('signed out, /dashboard asks to sign in rather than saying the password was wrong', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Please sign in to see your dashboard.')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);
  await expect(page).toHaveTitle('My account | Skyward Flight Simulation');
});
