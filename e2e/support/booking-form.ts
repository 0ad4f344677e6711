import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { queryDatabase } from './database';
import { isoDay, londonDaysAhead, pickDay } from './ui';

/**
 * The `n`-th open weekday (Mon–Fri, where every slot from 10:30 to 18:00 is offered, and not 25 or 26 December), counted
 * from the first one at least three days ahead, as a UTC-midnight date: about 1.4 × n days ahead. Each spec that books
 * or closes a day takes its own `n`, and distinct `n` are distinct days whatever day of the week the suite runs on (a
 * weekday "n days ahead" moved past a weekend made 90, 91 and 92 the same Monday when run on a Saturday).
 */
export function nthWeekday(n: number): Date {
  let day = londonDaysAhead(3);
  for (let left = n; ; day = new Date(day.getTime() + 24 * 3_600_000)) {
    if ([0, 6].includes(day.getUTCDay()) || closedByDefault(day)) continue;
    if (left === 0) return day;
    left -= 1;
  }
}

const closedByDefault = (day: Date) => day.getUTCMonth() === 11 && [25, 26].includes(day.getUTCDate());

/** /book-flight with Try and Fly on `day` at `time` and the customer's details typed in (not submitted). */
export async function fillTryAndFly(page: Page, { day, time, name, email }: { day: Date; time: string; name: string; email: string }) {
  await page.goto('/book-flight');
  await page.getByRole('button', { name: 'CLICK HERE to book Try and Fly' }).click();
  await pickDay(page.locator('main'), day);
  await page.getByRole('radio', { name: time, exact: true }).click();
  await page.getByLabel('Experience Level', { exact: true }).selectOption({ label: 'Complete Beginner' });
  await page.getByLabel('Full Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('07700 900123');
  await page.getByRole('checkbox', { name: /Age rules/ }).check();
}

/** Another customer holds (and, with `pay`, pays for) Try and Fly on `day` at `time` through the API. */
export async function bookThroughApi(request: APIRequestContext, day: Date, time: string, email: string, pay = true) {
  const held = await request.post('/api/create-booking-payment-intent', {
    data: {
      sessionType: 'try-and-fly',
      date: isoDay(day),
      timeSlot: time,
      name: 'Other Customer',
      email,
      phone: '07700 900456',
      experienceLevel: 'beginner',
      ageRulesConfirmed: true,
    },
  });
  expect(held.status(), await held.text()).toBe(200);
  const started = (await held.json()) as { bookingId: string; paymentIntentId: string; clientSecret: string };
  if (pay) {
    const paid = await request.post(`/api/test-payments/${started.paymentIntentId}/confirm`, {
      data: { clientSecret: started.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  return started;
}

/** A customer booking on the site: who, and the client address they book from (each its own: holds are limited per address). */
export interface OnlineCustomer {
  name: string;
  email: string;
  notes?: string | null;
  address: string;
}

/** Books and pays a Try and Fly through the public API, as an online customer would; the booking's id. */
export async function bookAndPayOnline(request: APIRequestContext, date: string, timeSlot: string, customer: OnlineCustomer): Promise<string> {
  const headers = { 'X-Forwarded-For': customer.address };
  const started = await request.post('/api/create-booking-payment-intent', {
    headers,
    data: {
      sessionType: 'try-and-fly',
      sessionName: 'Try and Fly',
      date,
      timeSlot,
      name: customer.name,
      email: customer.email,
      phone: '07700 900123',
      experienceLevel: 'beginner',
      notes: customer.notes ?? null,
      totalPrice: 12900,
      ageRulesConfirmed: true,
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { paymentIntentId, clientSecret, bookingId } = await started.json();
  const paid = await request.post(`/api/test-payments/${paymentIntentId}/confirm`, {
    headers,
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', clientSecret },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return bookingId as string;
}

/** The booking rows of a customer's e-mail, oldest first. */
export const bookingsOf = (email: string) =>
  queryDatabase<{ id: string; status: string; time_slot: string; payment_intent_id: string | null }>(
    `SELECT id, status, time_slot, payment_intent_id FROM booking WHERE email = $1 ORDER BY created_at`,
    [email],
  );

/** A screenshot of the viewport at 1366 and at 390 px (nothing may scroll sideways), for a person to look at; scrolled to `shown` when given. */
export async function screenshotBothWidths(page: Page, name: string, shown?: Locator): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shown?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: resolve(__dirname, '../artifacts/screenshots', `${name}-${width}.png`) });
  }
}
