import { nthWeekday } from '../support/booking-form';
import { expect, test } from '../support/test';
import { buyTryAndFlyGiftCard } from '../support/gift-card';
import { waitForMail } from '../support/mailbox';
import { keepScreenshot, openAdmin, pickDay, runId } from '../support/ui';

const run = runId();

test('buy a Try and Fly gift card → redeem it on /book-flight → £0.00, no card → confirmation and e-mail → REDEEMED in the admin VOUCHERS tab', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `voucher.${run}@example.com`;
  const code = await buyTryAndFlyGiftCard(page, `giver.${run}@example.com`);

  await page.goto('/book-flight');
  await page.getByRole('button', { name: 'CLICK HERE to book Try and Fly' }).click();
  await pickDay(page, nthWeekday(13));
  const slot = page.getByRole('radiogroup').getByRole('radio', { disabled: false }).first();
  const time = await slot.getAttribute('aria-label');
  await slot.click();
  await page.getByLabel('Experience Level', { exact: true }).selectOption({ label: 'Complete Beginner' });
  await page.getByLabel('Full Name', { exact: true }).fill('Grace Giftee');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('07700 900456');
  await page.getByRole('checkbox', { name: /Age rules/ }).check();

  // Typed the way people type it: lower case, spaces instead of dashes.
  await page.getByRole('button', { name: 'I have a gift voucher' }).click();
  await page.getByLabel('Gift voucher code').fill(code.toLowerCase().replace(/-/g, ' '));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/covers £129\.00 of Try and Fly\. Nothing left to pay\./)).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText('£0.00');
  await keepScreenshot(page, 'book-flight-voucher');
  await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();

  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'BOOKING CONFIRMED!' })).toBeVisible();
  await expect(page.getByText('Booking Confirmed!', { exact: true })).toBeVisible();
  await expect(page.getByText(`Paid with gift voucher ${code}`)).toBeVisible();
  await expect(page.getByText('Paid by card').locator('..')).toContainText('£0.00');

  const confirmation = await waitForMail(email, /^Booking Confirmed: Try and Fly/);
  expect(confirmation.text).toContain(`Paid with gift voucher: ${code} (£129.00)`);
  expect(confirmation.text).toContain('Paid by card: £0.00');

  // Staff see it redeemed, by whom and for when.
  await openAdmin(page);
  await page.getByRole('tab', { name: 'VOUCHERS' }).click();
  const row = page.getByRole('listitem', { name: `Voucher ${code}` });
  await expect(row).toContainText('REDEEMED');
  await keepScreenshot(page, 'admin-vouchers');
  await expect(row).toContainText('Try and Fly (1 hour)');
  await expect(row).toContainText(new RegExp(`Redeemed by booking [0-9A-F]{8}: Grace Giftee, Try and Fly, .* at ${time}`));
});
