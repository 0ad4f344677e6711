import { expect, type Page } from '@playwright/test';

export const VOUCHER_CODE = /SKY-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

/** The shop's Try and Fly Gift Card, bought with the TEST MODE card 4242: its voucher code from /confirmation. */
export async function buyTryAndFlyGiftCard(page: Page, email: string): Promise<string> {
  await page.goto('/shop');
  await page
    .getByRole('article', { name: 'Try and Fly Gift Card', exact: true })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'COMPLETE PURCHASE' });
  await dialog.getByLabel('Email for your receipt').fill(email);
  await dialog.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry date').fill('12 / 39');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'PAY £129.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeVisible();
  const code = VOUCHER_CODE.exec((await page.getByRole('list', { name: 'Gift voucher codes' }).textContent()) ?? '')?.[0];
  expect(code).toBeDefined();
  return code!;
}
