import { expect, type Page } from '@playwright/test';
import { payCart } from './ui';

export const VOUCHER_CODE = /SKY-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

/** The shop's Try and Fly Gift Card, bought with the TEST MODE card 4242: its voucher code from /confirmation. */
export async function buyTryAndFlyGiftCard(page: Page, email: string): Promise<string> {
  await page.goto('/shop');
  await page
    .getByRole('article', { name: 'Try and Fly Gift Card', exact: true })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await payCart(page, email, '£129.00');
  return shownVoucherCode(page);
}

/** The gift voucher code /confirmation lists. */
export async function shownVoucherCode(page: Page): Promise<string> {
  const code = VOUCHER_CODE.exec((await page.getByRole('list', { name: 'Gift voucher codes' }).textContent()) ?? '')?.[0];
  expect(code).toBeDefined();
  return code!;
}
