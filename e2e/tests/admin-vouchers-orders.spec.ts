import { nthWeekday } from '../support/booking-form';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForMail } from '../support/mailbox';
import { isoDay, keepScreenshot, londonDaysAhead, openAdmin, runId, toast } from '../support/ui';

const run = runId();
const VOUCHER_CODE = /SKY-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

/** No sideways scroll at the page's width (docs/product.md, Staff panel: cards on a phone). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

/** A paid shop order of a merchandise item (posted) and a £50 gift card, through the API with the TEST MODE card. */
async function paidOrder(page: Page, email: string): Promise<{ reference: string; merchandise: string }> {
  const products = (await (await page.request.get('/api/products')).json()) as { id: string; name: string; category: string }[];
  const cap = products.find((product) => product.category === 'Merchandise');
  const card = products.find((product) => product.name === '£50 Gift Card');
  expect(cap && card).toBeTruthy();
  const started = await page.request.post('/api/create-payment-intent', {
    data: {
      cartItems: [
        { productId: cap!.id, quantity: 1 },
        { productId: card!.id, quantity: 1 },
      ],
      productCategory: 'Cart',
      email,
      delivery: { name: 'Olive Order', line1: '1 Runway Road', line2: null, town: 'Exeter', postcode: 'EX10 0JH' },
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { orderId, paymentIntentId, clientSecret } = (await started.json()) as { orderId: string; paymentIntentId: string; clientSecret: string };
  const paid = await page.request.post(`/api/test-payments/${paymentIntentId}/confirm`, {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect((await page.request.post('/api/confirm-order-payment', { data: { paymentIntentId, clientSecret } })).status()).toBe(200);
  return { reference: orderId.slice(0, 8).toUpperCase(), merchandise: cap!.name };
}

for (const width of [1366, 390]) {
  test(`VOUCHERS at ${width} px: issue a voucher by hand (e-mailed), find it typed loosely, extend it and void it`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const recipient = `goodwill.${width}.${run}@example.com`;
    await openAdmin(page);
    await page.getByRole('tab', { name: 'VOUCHERS', exact: true }).click();

    await page.getByRole('button', { name: 'Issue a voucher by hand' }).click();
    const issue = page.getByRole('dialog', { name: 'Issue a voucher' });
    await issue.getByLabel('Value in pounds').fill('25');
    await issue.getByLabel("Recipient's e-mail").fill(recipient);
    await issue.getByLabel('Reason (kept with the voucher)').fill('Late start on the day');
    await issue.getByRole('button', { name: 'ISSUE AND E-MAIL' }).click();
    await expect(toast(page, 'Voucher issued')).toBeVisible();
    const mail = await waitForMail(recipient, /^Your gift voucher: £25 Gift Voucher$/);
    const code = VOUCHER_CODE.exec(mail.text)?.[0];
    expect(code).toBeDefined();

    // Typed the way people read it out: lower case, spaces for dashes.
    await page.getByLabel('Search vouchers (code, product, e-mail or order reference)').fill(code!.toLowerCase().replace(/-/g, ' '));
    const card = page.getByRole('listitem', { name: `Voucher ${code}` });
    await expect(card).toContainText(`E-mailed to ${recipient}`);
    await expect(card).toContainText('Issued by hand');

    await card.getByRole('button', { name: `Extend voucher ${code}` }).click();
    const extend = page.getByRole('dialog', { name: `Extend ${code}` });
    const newLastDay = londonDaysAhead(500);
    await extend.getByLabel('New expiry date').fill(isoDay(newLastDay));
    await extend.getByLabel('Reason (kept with the voucher)').fill('Recipient abroad for a year');
    await extend.getByRole('button', { name: 'EXTEND VOUCHER' }).click();
    await expect(toast(page, 'Voucher extended')).toBeVisible();
    await expect(card).toContainText('Recipient abroad for a year');
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, `admin-vouchers-${width}`);

    await card.getByRole('button', { name: `Void voucher ${code}` }).click();
    const voidDialog = page.getByRole('dialog', { name: `Void ${code}?` });
    await voidDialog.getByLabel('Reason (kept with the voucher)').fill('Issued to the wrong person');
    await voidDialog.getByRole('button', { name: 'VOID VOUCHER' }).click();
    await expect(card).toContainText('VOID');
    await expect(card).toContainText('Void: Issued to the wrong person');

    const refused = await page.request.post('/api/vouchers/check', { data: { code, sessionType: 'try-and-fly', optionId: '60-minutes' } });
    expect(refused.status()).toBe(410);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This voucher has been cancelled and can no longer be used. Please contact us if you have any questions.',
    );
  });
}

test('ORDERS on a phone: refund one line (the customer is e-mailed), mark dispatched after asking, and undo it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 900 });
  const email = `refund.${run}@example.com`;
  await openAdmin(page);
  const { reference, merchandise } = await paidOrder(page, email);

  await page.getByRole('tab', { name: 'ORDERS', exact: true }).click();
  await page.getByLabel('Search orders (e-mail, name, postcode or reference)').fill(reference);
  const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: `Order ${reference}` });
  await expect(card).toContainText('TO DISPATCH');

  await card.getByRole('button', { name: `Refund order ${reference}` }).click();
  const refund = page.getByRole('dialog', { name: `Refund order ${reference}` });
  await refund.getByRole('checkbox', { name: new RegExp(`^1 × ${merchandise}: £`) }).check();
  await refund.getByLabel('Reason (kept with the order)').fill('Arrived damaged');
  await refund.getByRole('button', { name: 'REFUND TO CARD' }).click();
  await expect(toast(page, 'Refunded')).toBeVisible();
  await expect(card).toContainText('PART REFUNDED');
  await expect(card).toContainText('Arrived damaged');
  const refundMail = await waitForMail(email, new RegExp(`^Refund of £[\\d.]+ for your order ${reference}$`));
  expect(refundMail.text).toContain('Reason: Arrived damaged');

  await card.getByRole('button', { name: `MARK DISPATCHED order ${reference}` }).click();
  const confirm = page.getByRole('dialog', { name: `Mark order ${reference} dispatched?` });
  await confirm.getByRole('button', { name: 'MARK DISPATCHED' }).click();
  await expect(card).toContainText('Dispatched');
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, 'admin-orders-390');

  await card.getByRole('button', { name: `Undo dispatched for order ${reference}` }).click();
  await page.getByRole('dialog', { name: `Undo dispatched for order ${reference}?` }).getByRole('button', { name: 'UNDO DISPATCHED' }).click();
  await expect(card).toContainText('TO DISPATCH');
});

test('REFUNDS TO GIVE: MARK REFUNDED asks first, and the mark can be undone the same day', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAdmin(page);
  const name = `Phone Refund ${run}`;
  const day = nthWeekday(12);
  const booked = await page.request.post('/api/admin/bookings', {
    data: {
      sessionType: 'try-and-fly',
      optionId: '60-minutes',
      date: isoDay(day),
      timeSlot: '16:30',
      name,
      email: `phone.refund.${run}@example.com`,
      phone: '01395 222333',
      experienceLevel: 'beginner',
      paymentMethod: 'card_by_phone',
      terminalReference: `T-${run}`,
      ageRulesConfirmed: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  expect((await page.request.post(`/api/bookings/${id}/cancel`, { data: {} })).status()).toBe(200);

  await page.getByRole('tab', { name: 'BOOKINGS', exact: true }).click();
  const refunds = page.getByRole('list', { name: 'Refunds to give' });
  const owed = refunds.getByRole('listitem').filter({ hasText: name });
  await owed.getByRole('button', { name: /^Mark refunded: / }).click();
  await page.getByRole('dialog', { name: 'Mark this refund given?' }).getByRole('button', { name: 'MARK REFUNDED' }).click();
  await expect(owed).toContainText('Marked refunded today');
  await keepScreenshot(page, 'admin-refunds-to-give-1366');

  await owed.getByRole('button', { name: `Undo refunded for ${name}` }).click();
  await page.getByRole('dialog', { name: 'Undo marked refunded?' }).getByRole('button', { name: 'UNDO REFUNDED' }).click();
  await expect(toast(page, 'Refund owed again')).toBeVisible();
  await expect(owed.getByRole('button', { name: /^Mark refunded: / })).toBeVisible();
});
