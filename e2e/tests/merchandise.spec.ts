import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForMail } from '../support/mailbox';
import { continueToPayment, fillDeliveryAddress, keepScreenshot, openAdmin, runId } from '../support/ui';

const run = runId();

async function cartWith(page: Page, product: string) {
  await page.goto('/shop');
  await page.getByRole('article', { name: product }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

test('a mug posted to a UK address is "to dispatch"; MARK DISPATCHED e-mails the customer', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `mug.${run}@example.com`;
  await cartWith(page, 'Skyward Mug');
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  await fillDeliveryAddress(page, 'ex10 0jh');
  const dialog = await continueToPayment(page, email);
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry date').fill('12 / 39');
  await dialog.getByLabel('CVC').fill('123');
  // £12.50 mug + £3.95 UK postage, priced by the server.
  await dialog.getByRole('button', { name: 'PAY £16.45' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeVisible();
  const receipt = await waitForMail(email, /^Your order receipt from /);
  expect(receipt.text).toContain('Postage: £3.95');
  expect(receipt.text).toContain('Total paid: £16.45');
  expect(receipt.text).toMatch(/We will post your items to:[\s\S]*EX10 0JH/);

  await openAdmin(page);
  await page.getByRole('tab', { name: 'ORDERS' }).click();
  await page.getByLabel('Search orders (e-mail, name, postcode or reference)').fill(email);
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: email }).first();
  await expect(order).toContainText('TO DISPATCH');
  await expect(order).toContainText('EX10 0JH');
  const reference = /Order ([0-9A-F]{8})/.exec((await order.textContent()) ?? '')?.[1];
  expect(reference).toBeDefined();
  await order.getByRole('button', { name: `MARK DISPATCHED order ${reference}` }).click();
  await page.getByRole('dialog', { name: `Mark order ${reference} dispatched?` }).getByRole('button', { name: 'MARK DISPATCHED' }).click();
  await expect(order).toContainText('Dispatched');
  await expect(order).not.toContainText('TO DISPATCH');

  const mail = await waitForMail(email, new RegExp(`^Your order ${reference} has been dispatched$`));
  expect(mail.text).toContain('1 × Skyward Mug');
  expect(mail.text).toContain('EX10 0JH');
  expect(mail.html).toContain('>SKYWARD FLIGHT SIMULATION</td>'); // the branded layout every e-mail shares
});

test('the cart shows the postage and refuses a missing address, "12345" or BFPO beside the field, before any payment', async ({ page }) => {
  test.setTimeout(60_000);
  await cartWith(page, 'Skyward Mug');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText('Postage (UK)')).toBeVisible();
  await expect(summary).toContainText('£3.95');
  await expect(summary).toContainText('Total£16.45');

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const name = page.getByLabel('Full name', { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Please enter the name of the delivery address.');
  await expect(page.getByRole('dialog', { name: 'COMPLETE PURCHASE' })).toHaveCount(0);

  const postcode = page.getByLabel('Postcode', { exact: true });
  for (const [typed, reason] of [
    ['12345', 'Please enter a valid UK postcode (we post within the UK only).'],
    ['BFPO 123', 'We cannot post to BFPO addresses. Please give a UK street address.'],
  ]) {
    await fillDeliveryAddress(page, typed);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(postcode).toBeFocused();
    await expect(postcode).toHaveAccessibleDescription(reason);
    await expect(page.getByRole('dialog', { name: 'COMPLETE PURCHASE' })).toHaveCount(0);
  }
  await keepScreenshot(page, 'cart-postcode-refused-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'cart-postcode-refused-390');

  await fillDeliveryAddress(page, 'ex10 0jh');
  const dialog = await continueToPayment(page, `abroad.${run}@example.com`);
  await expect(dialog.getByText('TEST MODE')).toBeVisible();
  await expect(postcode).toHaveValue('EX10 0JH');
});

test('a gift-card-only cart asks for no address', async ({ page }) => {
  await cartWith(page, 'Try and Fly Gift Card');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toHaveCount(0);
  const dialog = await continueToPayment(page, `gift.${run}@example.com`);
  await expect(dialog.getByText('TEST MODE')).toBeVisible();
});
