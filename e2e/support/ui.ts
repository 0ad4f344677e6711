import { resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E } from './environment';
import { waitForMail } from './mailbox';

/** A suffix that keeps one run's e-mails, names and reasons apart from earlier runs on the same database. */
export const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A London calendar day (the simulator's calendar) `days` from today, as a UTC-midnight date for formatting. */
export function londonDaysAhead(days: number): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 24 * 3_600_000);
}

const utc =
  (options: Intl.DateTimeFormatOptions, locale = 'en-GB') =>
  (date: Date) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
/** '24 November 2026', as the calendar, the confirmation page and the dashboard write it. */
export const longDate = utc({ day: 'numeric', month: 'long', year: 'numeric' });
/** 'Tuesday 24 November 2026', as the manage page and the e-mails write a date. */
export const fullDate = (date: Date) => `${utc({ weekday: 'long' })(date)} ${longDate(date)}`;
/** 'Tue 24 Nov 2026', how the admin panel writes a day (date-fns' month names: 'Sep', where Intl's en-GB says 'Sept'). */
export const dayHeading = (date: Date) =>
  `${utc({ weekday: 'short' })(date)} ${date.getUTCDate()} ${utc({ month: 'short' }, 'en-US')(date)} ${date.getUTCFullYear()}`;
/** '2026-11-24'. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** 'December 2026': the name of a booking calendar's month grid. */
const monthName = utc({ month: 'long', year: 'numeric' });

/** Moves a booking calendar inside `scope` on a month at a time until the month of `day` shows. */
export async function showMonthOf(scope: Page | Locator, day: Date): Promise<void> {
  const nextMonth = scope.getByRole('button', { name: /next month/i });
  await nextMonth.waitFor(); // calendars load lazily
  const today = londonDaysAhead(0);
  for (let ahead = 0; ahead < 13; ahead += 1) {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + ahead, 1));
    if (monthName(month) === monthName(day)) break;
    if (await scope.getByRole('grid', { name: monthName(month) }).isVisible()) {
      await nextMonth.click();
      const following = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
      await expect(scope.getByRole('grid', { name: monthName(following) })).toBeVisible();
    }
  }
}

/** Picks a day in a booking calendar inside `scope`, moving to its month first. */
export async function pickDay(scope: Page | Locator, day: Date): Promise<void> {
  await showMonthOf(scope, day);
  await scope.getByRole('button', { name: new RegExp(`, ${longDate(day)}$`) }).click();
}

/** Opens /adminE3F signed in as staff (signing in when the page asks). */
export async function openAdmin(page: Page): Promise<void> {
  await page.goto('/adminE3F');
  const signIn = page.getByRole('form', { name: 'Staff sign in' });
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  await expect(signIn.or(tabs)).toBeVisible();
  if (await signIn.isVisible()) {
    await signIn.getByLabel('Email', { exact: true }).fill(E2E.adminEmail);
    await signIn.getByLabel('Password', { exact: true }).fill(E2E.adminPassword);
    await signIn.getByRole('button', { name: 'SIGN IN' }).click();
  }
  await expect(tabs).toBeVisible();
}

/** A toast's title or description, exactly. */
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });

/** A full-page screenshot in e2e/artifacts/screenshots, for a person to look at (not compared). */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: resolve(__dirname, '../artifacts/screenshots', `${name}.png`), fullPage: true });
}

/** Fills the cart's delivery address (asked when the cart holds merchandise). */
export async function fillDeliveryAddress(page: Page, postcode = 'EX10 0JH'): Promise<void> {
  await page.getByLabel('Full name', { exact: true }).fill('Amelia Buyer');
  await page.getByLabel('Address line 1', { exact: true }).fill('1 Runway Road');
  await page.getByLabel('Town or city', { exact: true }).fill('Exeter');
  await page.getByLabel('Postcode', { exact: true }).fill(postcode);
}

/** Fills the TEST MODE card form in a payment dialog (4242… succeeds). */
export async function fillTestCard(dialog: Locator, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await dialog.getByLabel('Card number', { exact: true }).fill(cardNumber);
  await dialog.getByLabel('Expiry date', { exact: true }).fill('12 / 39');
  await dialog.getByLabel('CVC', { exact: true }).fill('123');
}

/** From /cart: Proceed to Checkout, the receipt's e-mail, CONTINUE TO PAYMENT; the payment dialog. */
export async function continueToPayment(page: Page, email: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'COMPLETE PURCHASE' });
  await dialog.getByLabel('Email for your receipt').fill(email);
  await dialog.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  return dialog;
}

/** From /cart: checks out and pays `total` ('£129.00') with the TEST MODE card 4242, to /confirmation's 'PAYMENT SUCCESSFUL!'. */
export async function payCart(page: Page, email: string, total: string): Promise<void> {
  const dialog = await continueToPayment(page, email);
  await fillTestCard(dialog);
  await dialog.getByRole('button', { name: `PAY ${total}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFUL!' })).toBeVisible();
}

interface OnlineBooking {
  day: Date;
  time: string;
  name: string;
  email: string;
}

/** /book-flight: Try and Fly on `day` at `time` for a complete beginner, paid £129.00 with 4242 → /confirmation. */
export async function bookTryAndFly(page: Page, booking: OnlineBooking): Promise<void> {
  await page.goto('/book-flight');
  await page.getByRole('button', { name: 'CLICK HERE to book Try and Fly' }).click();
  await payBooking(page, { ...booking, price: '£129.00' });
}

/** /book-flight with a session chosen: `day` at `time` for a complete beginner, paid `price` ('£89.00') with 4242 → /confirmation. */
export async function payBooking(page: Page, booking: OnlineBooking & { price: string }): Promise<void> {
  await pickDay(page.locator('main'), booking.day);
  await page.getByRole('radio', { name: booking.time, exact: true }).click();
  await page.getByLabel('Experience Level', { exact: true }).selectOption({ label: 'Complete Beginner' });
  await page.getByLabel('Full Name', { exact: true }).fill(booking.name);
  await page.getByLabel('Email', { exact: true }).fill(booking.email);
  await page.getByLabel('Phone', { exact: true }).fill('07700 900123');
  await page.getByRole('checkbox', { name: /Age rules/ }).check();
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const payment = page.getByRole('dialog', { name: 'COMPLETE BOOKING' });
  await fillTestCard(payment);
  await payment.getByRole('button', { name: `PAY ${booking.price}` }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
}

/** Opens the set-password link e-mailed to a new account (or the reset link asked for) and chooses `password`: signed in on /dashboard. */
export async function setPasswordFromMail(
  page: Page,
  email: string,
  password: string,
  subject = /^Set your password/,
): Promise<void> {
  const mail = await waitForMail(email, subject);
  const link = /(http\S+\/reset-password#token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SET PASSWORD' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
