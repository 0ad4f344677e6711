import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForMail } from '../support/mailbox';
import { fillDeliveryAddress, openAdmin, runId } from '../support/ui';

const run = runId();

async function cartWith(page: Page, product: string) {
  await page.goto('/shop');
  await page.getByRole('article', { name: product }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

async function continueToPayment(page: Page, email: string) {
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'COMPLETE PURCHASE' });
  await dialog.getByLabel('Email for your receipt').fill(email);
  await dialog.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  return dialog;
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
  await expect(order).toContainText('Dispatched');
  await expect(order).not.toContainText('TO DISPATCH');

  const mail = await waitForMail(email, new RegExp(`^Your order ${reference} has been dispatched$`));
  expect(mail.text).toContain('1 × Skyward Mug');
  expect(mail.text).toContain('EX10 0JH');
  expect(mail.html).toContain('>SKYWARD FLIGHT SIMULATION</td>'); // the branded layout every e-mail shares
});

test('a mug is refused without an address or with a non-UK postcode, with a clear message', async ({ page }) => {
  test.setTimeout(60_000);
  await cartWith(page, 'Skyward Mug');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter the name and UK address to post your merchandise to.');
  await expect(page.getByRole('dialog', { name: 'COMPLETE PURCHASE' })).toHaveCount(0);

  await fillDeliveryAddress(page, '75008');
  const dialog = await continueToPayment(page, `abroad.${run}@example.com`);
  await expect(dialog.getByText('Please enter a valid UK postcode (we post within the UK only).')).toBeVisible();
});

test('a gift-card-only cart asks for no address', async ({ page }) => {
  await cartWith(page, 'Try and Fly Gift Card');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toHaveCount(0);
  const dialog = await continueToPayment(page, `gift.${run}@example.com`);
  await expect(dialog.getByText('TEST MODE')).toBeVisible();
});
