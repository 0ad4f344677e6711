import { type Page } from '@playwright/test';
import { expect, test, waitingForHydration } from '../support/test';
import { mailsTo, orderEventsOf, waitForMail } from '../support/mailbox';
import { continueToPayment, fillDeliveryAddress, runId } from '../support/ui';

const run = runId();
const VOUCHER_CODE = /SKY-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

/** Shop → Add to Cart (a gift card and a mug) → /cart → the mug's UK address (+ £3.95 postage) → Proceed to Checkout → receipt e-mail → the TEST MODE form. */
async function checkoutToCardForm(page: Page, email: string) {
  await page.goto('/shop');
  await page.getByRole('article', { name: 'Try and Fly Gift Card' }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('article', { name: 'Skyward Mug' }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await fillDeliveryAddress(page);
  const dialog = await continueToPayment(page, email);
  await expect(dialog.getByText('TEST MODE')).toBeVisible();
  return dialog;
}

/** The API requests other than reads that the page sends from now on (method and URL), as they are sent. */
function apiWritesOf(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) writes.push(`${request.method()} ${request.url()}`);
  });
  return writes;
}

async function payWith(dialog: ReturnType<Page['getByRole']>, cardNumber: string) {
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry date').fill('12 / 39');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'PAY £145.45' }).click();
}

test('shop → cart → checkout with TEST MODE 4242 → /confirmation shows lines, total and voucher; receipt and voucher e-mails arrive once; the receipt links the order for any browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `shopper.${run}@example.com`;
  const dialog = await checkoutToCardForm(page, email);
  await payWith(dialog, '4242 4242 4242 4242');

  // The order's signed link is in the address: a reload, a bookmark or another device shows it.
  await expect(page).toHaveURL(/\/confirmation\?order=[\w.-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const lines = page.getByRole('list', { name: 'Order lines' });
  await expect(lines.getByRole('listitem').filter({ hasText: 'Try and Fly Gift Card' })).toContainText('£129.00');
  await expect(lines.getByRole('listitem').filter({ hasText: 'Skyward Mug' })).toContainText('£12.50');
  await expect(page.getByText('Total paid').locator('..')).toContainText('£145.45');
  const codes = page.getByRole('list', { name: 'Gift voucher codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(1);
  const code = VOUCHER_CODE.exec((await codes.textContent()) ?? '')?.[0];
  expect(code).toBeDefined();

  // The paid cart is empty now.
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  // PRINT VOUCHER prints the voucher alone: the site around it is left out.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-print-voucher]')).toBeVisible();
  await expect(page.locator('[data-print-voucher]')).toContainText(code!);
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const receipt = await waitForMail(email, /^Your order receipt from/);
  expect(receipt.text).toContain('1 × Try and Fly Gift Card at £129.00 = £129.00');
  expect(receipt.text).toContain('Total paid: £145.45');
  expect(receipt.text).toContain(code);
  const voucher = await waitForMail(email, /^Your gift voucher: Try and Fly Gift Card$/);
  expect(voucher.text).toContain(code);

  // The receipt's link opens the order in a browser with no cookie and nothing saved (another device).
  const link = /Your order online: (http\S+\/confirmation\?order=[\w.-]+)/.exec(receipt.text)?.[1];
  expect(link).toBeDefined();
  const elsewhere = await browser.newContext();
  const otherDevice = waitingForHydration(await elsewhere.newPage());
  await otherDevice.goto(link!);
  await expect(otherDevice.getByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeVisible();
  await expect(otherDevice.getByRole('list', { name: 'Gift voucher codes' })).toContainText(code!);
  await expect(otherDevice.getByText('Total paid').locator('..')).toContainText('£145.45');
  await elsewhere.close();

  // Reloading the confirmation changes nothing and sends nothing more: the page asks the API to change nothing, and
  // no further event about the order (which any further e-mail would need) is written.
  expect(await orderEventsOf(email)).toEqual(['order.paid']);
  const writes = apiWritesOf(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(writes).toEqual([]);
  expect(await orderEventsOf(email)).toEqual(['order.paid']);
  expect(await mailsTo(email)).toHaveLength(2);
});

test("a declined card shows 'Payment Failed' and keeps the cart", async ({ page }) => {
  test.setTimeout(60_000);
  const email = `declined.${run}@example.com`;
  const dialog = await checkoutToCardForm(page, email);
  await payWith(dialog, '4000 0000 0000 0002');

  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(dialog.getByRole('button', { name: 'PAY £145.45' })).toBeEnabled();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Try and Fly Gift Card' })).toBeVisible();
  // The declined payment was answered after its transaction: no event about the order was written, so no e-mail can follow.
  expect(await orderEventsOf(email)).toEqual([]);
  expect(await mailsTo(email)).toHaveLength(0);
});
