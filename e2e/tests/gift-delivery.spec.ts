import { expect, test } from '../support/test';
import { customerWithoutPassword } from '../support/accounts';
import { screenshotBothWidths, nthWeekday } from '../support/booking-form';
import { queryDatabase } from '../support/database';
import { mailsTo, waitForMail } from '../support/mailbox';
import { isoDay, payCart, runId, setPasswordFromMail } from '../support/ui';

const run = runId();

/** 'Fri 5 Mar 2027': a calendar day as the site and the e-mails write it (lib/dates.ts formatDay). */
const dayText = (date: Date) => {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(date);
  return `${part({ weekday: 'short' })} ${part({ day: 'numeric' })} ${part({ month: 'short' })} ${part({ year: 'numeric' })}`;
};

test('a gift card sent to someone on a later day: the cart takes the recipient, the receipt says to whom and when, the dashboard lists it and moves its day', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = `gift.buyer.${run}@example.com`;
  const recipient = `gift.recipient.${run}@example.com`;
  const day = nthWeekday(100);
  const moved = nthWeekday(104);
  await customerWithoutPassword(email, 'Gina Giver');
  expect((await page.request.post('/api/password-reset', { data: { email } })).status()).toBe(202);
  await setPasswordFromMail(page, email, 'a gift for the captain', /^Reset your password/);

  await page.goto('/shop');
  await page.getByRole('article', { name: 'Try and Fly Gift Card', exact: true }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  const line = page.getByRole('listitem', { name: 'Try and Fly Gift Card' });
  await line.getByLabel('Send it to someone by e-mail').check();
  await expect(line.getByText('E-mailed to them as soon as you have paid.')).toBeVisible();
  // Checkout waits for the recipient's name and e-mail.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Please give the recipient's name and e-mail address for Try and Fly Gift Card." })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'COMPLETE PURCHASE' })).toHaveCount(0);

  await line.getByLabel("Recipient's name").fill('Rita Recipient');
  await line.getByLabel("Recipient's e-mail").fill(recipient);
  await line.getByLabel('Message (optional)').fill('Happy birthday, Rita! Blue skies.');
  await line.getByLabel('Delivery date').fill(isoDay(day));
  await expect(line.getByText(`E-mailed to them on ${dayText(day)} from 8am (UK time).`)).toBeVisible();
  await screenshotBothWidths(page, 'gift-delivery-cart', line.getByLabel('Message (optional)'));
  await page.setViewportSize({ width: 1280, height: 800 });

  await payCart(page, email, '£129.00');

  const receipt = await waitForMail(email, /^Your order receipt/);
  expect(receipt.text).toContain(`sent to Rita Recipient (${recipient}) on ${dayText(day)}`);

  await page.goto('/dashboard');
  const gifts = page.getByRole('region', { name: 'Gifts by E-mail' });
  const gift = gifts.getByLabel('Gift to Rita Recipient', { exact: true });
  await expect(gift).toContainText(`To Rita Recipient (${recipient})`);
  await expect(gift).toContainText(`On ${dayText(day)}, from 8am`);
  await expect(gift).toContainText('Scheduled');
  await screenshotBothWidths(page, 'gift-delivery-dashboard', gift);
  await page.setViewportSize({ width: 1280, height: 800 });

  await gift.getByRole('button', { name: 'CHANGE DATE OR E-MAIL' }).click();
  await gift.getByLabel('Delivery date').fill(isoDay(moved));
  await gift.getByRole('button', { name: 'SAVE' }).click();
  await expect(gift).toContainText(`On ${dayText(moved)}, from 8am`);
  await expect(gift.getByRole('button', { name: 'SAVE' })).toHaveCount(0);

  const [row] = await queryDatabase<{ deliver_on: string; delivered_at: Date | null }>(
    `SELECT to_char(deliver_on, 'YYYY-MM-DD') AS deliver_on, delivered_at FROM gift_delivery d JOIN shop_order o ON o.id = d.order_id WHERE o.email = $1`,
    [email],
  );
  expect(row).toEqual({ deliver_on: isoDay(moved), delivered_at: null });
  // Its day has not come: nothing has gone to the recipient.
  expect(await mailsTo(recipient)).toEqual([]);
});
