import { queryDatabase } from '../support/database';
import { bookingsOf, fillTryAndFly, screenshotBothWidths, nthWeekday } from '../support/booking-form';
import { waitForMail } from '../support/mailbox';
import { expect, test } from '../support/test';
import { isoDay, runId } from '../support/ui';

/**
 * docs/product.md, E-mails: a customer who ticked 'E-mail me about this booking' and walked away from the payment gets
 * one e-mail, through the real worker, outbox and SMTP, whose link opens /book-flight on the same choice.
 */
test("a walked-away hold brings one e-mail back, whose link reopens the same choice; the tick is unticked until ticked", async ({ page }) => {
  test.setTimeout(240_000);
  const email = `walked.away.${runId()}@example.com`;
  const day = nthWeekday(118);
  await fillTryAndFly(page, { day, time: '13:30', name: 'Wanda Walkaway', email });
  const tick = page.getByRole('checkbox', { name: /E-mail me about this booking/ });
  await expect(tick).not.toBeChecked();
  await tick.check();
  await screenshotBothWidths(page, 'booking-email-opt-in', tick);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  await expect(page.getByRole('dialog', { name: 'COMPLETE BOOKING' })).toBeVisible();
  await page.goto('/');

  // Half an hour after the hold ran out (what the hold sweep and the clock would have done): the follow-up sweep sends it.
  const [hold] = await bookingsOf(email);
  await queryDatabase(`UPDATE booking SET status = 'expired', hold_expires_at = now() - interval '31 minutes' WHERE id = $1`, [hold.id]);
  const mail = await waitForMail(email, /^Your Try and Fly booking was not completed$/, 150_000);
  const link = /To finish your booking: (\S+)/.exec(mail.text)?.[1] as string;
  expect(new URL(link).searchParams.get('date')).toBe(isoDay(day));

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByLabel('Session', { exact: true })).toHaveValue('try-and-fly');
  await expect(page.getByRole('radio', { name: '13:30', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /E-mail me about this booking/ })).not.toBeChecked();
});
