import { expect, test } from '../support/test';
import { waitForMail } from '../support/mailbox';
import { dayHeading, londonDaysAhead, longDate, openAdmin, pickDay, runId, setPasswordFromMail } from '../support/ui';

const run = runId();

test('book Try and Fly tomorrow 10:30 with 4242 → confirmation → set password → dashboard → slot taken → admin BOOKINGS', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `pilot.${run}@example.com`;
  const name = 'Amelia Pilot';
  const password = 'cleared for the approach';
  const tomorrow = londonDaysAhead(1);

  await page.goto('/book-flight');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Flight' })).toBeVisible();
  await page.getByRole('button', { name: 'CLICK HERE to book Try and Fly' }).click();
  await expect(page.getByLabel('Session', { exact: true })).toHaveValue('try-and-fly');
  await pickDay(page, tomorrow);
  await page.getByRole('radio', { name: '10:30', exact: true }).click();
  await page.getByLabel('Experience Level', { exact: true }).selectOption({ label: 'Complete Beginner' });
  await page.getByLabel('Full Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('07700 900123');
  await page.getByRole('checkbox', { name: /Age rules/ }).check();
  await expect(page.getByTestId('booking-total')).toHaveText('£129.00');
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();

  const dialog = page.getByRole('dialog', { name: 'COMPLETE BOOKING' });
  await expect(dialog.getByText('TEST MODE')).toBeVisible();
  await dialog.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry date', { exact: true }).fill('12 / 39');
  await dialog.getByLabel('CVC', { exact: true }).fill('123');
  await dialog.getByRole('button', { name: 'PAY £129.00' }).click();

  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByText('Booking Confirmed!', { exact: true })).toBeVisible();
  await expect(page.getByText('Check your email for confirmation details.', { exact: true })).toBeVisible();
  await expect(page.getByText('Try and Fly').first()).toBeVisible();
  await expect(page.getByText('10:30', { exact: true })).toBeVisible();
  await expect(page.getByText(longDate(tomorrow)).first()).toBeVisible();
  await expect(page.getByText('£129.00').first()).toBeVisible();

  const confirmation = await waitForMail(email, /^Booking Confirmed: Try and Fly/);
  expect(confirmation.text).toContain('Total paid: £129.00');
  await setPasswordFromMail(page, email, password);

  // Sign in again with the new password: the booking is on the dashboard.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const upcoming = page.getByRole('region', { name: 'Upcoming Sessions' });
  await expect(upcoming.getByText('Try and Fly')).toBeVisible();
  await expect(upcoming.getByText('10:30')).toBeVisible();
  await expect(upcoming.getByText(longDate(tomorrow))).toBeVisible();

  // The slot is no longer offered.
  await page.goto('/book-flight');
  await page.getByRole('article', { name: 'Try and Fly' }).click();
  await pickDay(page, tomorrow);
  await expect(page.getByRole('radio', { name: '10:30 (Booked)' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: '12:00', exact: true })).toBeEnabled();

  // Staff see it on the BOOKINGS tab.
  await openAdmin(page);
  await page.getByRole('tab', { name: 'BOOKINGS' }).click();
  await page.getByRole('group', { name: 'Bookings view' }).getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('heading', { name: 'SIMULATOR BOOKINGS - NEXT 30 DAYS' })).toBeVisible();
  const day = page.getByRole('list', { name: `Bookings on ${dayHeading(tomorrow)}` });
  const entry = day.getByRole('listitem').filter({ hasText: email });
  await expect(entry).toContainText('10:30');
  await expect(entry).toContainText('Try and Fly');
  await expect(entry).toContainText(name);
  await expect(entry).toContainText('07700 900123');
  await expect(entry).toContainText('Complete Beginner');
  await expect(entry).toContainText('£129.00');
  await expect(entry.getByText('TEST')).toBeVisible();
});

test('Fear of Flying: details, then £295.00 with 4242, confirmed with a toast and an e-mail', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `ned.${run}@example.com`;
  await page.goto('/fear-of-flying');
  await page.getByRole('button', { name: 'BOOK YOUR COURSE' }).first().click();
  const details = page.getByRole('dialog', { name: 'Book the Fear of Flying Course' });
  await details.getByLabel('Full Name', { exact: true }).fill('Nervous Ned');
  await details.getByLabel('Email', { exact: true }).fill(email);
  await details.getByLabel('Phone', { exact: true }).fill('07700 900456');
  await details.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  const payment = page.getByRole('dialog', { name: 'Fear of Flying Course' });
  await payment.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry date', { exact: true }).fill('12 / 39');
  await payment.getByLabel('CVC', { exact: true }).fill('123');
  await payment.getByRole('button', { name: 'PAY £295.00' }).click();
  await expect(page.getByText('Booking Confirmed!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your Fear of Flying course has been booked. Check your email for confirmation.', { exact: true }),
  ).toBeVisible();
  await expect(payment).toBeHidden();
  const mail = await waitForMail(email, /^Booking Confirmed: Fear of Flying Course/);
  expect(mail.text).toContain('Total paid: £295.00');
});
