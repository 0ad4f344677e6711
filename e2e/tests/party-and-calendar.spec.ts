import { nthWeekday } from '../support/booking-form';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { isoDay, londonDaysAhead, longDate, pickDay, runId } from '../support/ui';

/** The booking form only (the page above it is the session picker), kept for looking at. */
const keepFormShot = (page: Page, name: string) =>
  page.getByRole('form', { name: 'Your Booking' }).screenshot({ path: resolve(__dirname, '../artifacts/screenshots', `${name}.png`) });

const run = runId();


test('a party of two is priced by the server; the form asks who is flying and the age rules', async ({ page }) => {
  test.setTimeout(120_000);
  const day = nthWeekday(9);
  await page.goto('/book-flight');
  await page.getByRole('button', { name: 'CLICK HERE to book Try and Fly' }).click();
  await pickDay(page, day);
  await page.getByRole('radio', { name: '13:30', exact: true }).click();
  await page.getByLabel('People', { exact: true }).selectOption({ label: '2 people' });
  await expect(page.getByTestId('booking-total')).toHaveText('£178.00');
  await page.getByLabel('Experience Level', { exact: true }).selectOption({ label: 'Complete Beginner' });
  await page.getByLabel('Full Name', { exact: true }).fill('Gift Buyer');
  await page.getByLabel('Email', { exact: true }).fill(`party.${run}@example.com`);
  await page.getByLabel('Phone', { exact: true }).fill('07700 900123');
  await page.getByRole('radio', { name: 'Someone else' }).check();
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  await expect(page.getByLabel('Name of the person flying')).toBeFocused();
  await page.getByLabel('Name of the person flying').fill('Grace Giftee');
  await page.getByRole('checkbox', { name: /Age rules/ }).check();
  await keepFormShot(page, 'party-form-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepFormShot(page, 'party-form-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  // The hold is priced by the server for the party, with who flies and the age rules sent.
  const held = page.waitForResponse((response) => response.url().endsWith('/api/create-booking-payment-intent'));
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const answer = await held;
  expect(answer.status()).toBe(200);
  expect((await answer.json()).totalPrice).toBe(17_800);
  expect(answer.request().postDataJSON()).toMatchObject({ partySize: 2, whoIsFlying: 'someone-else', participantName: 'Grace Giftee', ageRulesConfirmed: true });
});

test('a fully booked day is marked in the calendar and cannot be chosen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const day = nthWeekday(16);
  for (const [index, timeSlot] of ['10:30', '12:00', '13:30', '15:00', '16:30', '18:00'].entries()) {
    const held = await request.post('/api/create-booking-payment-intent', {
      headers: { 'X-Forwarded-For': `198.51.100.${(index % 200) + 20}` },
      data: {
        sessionType: 'try-and-fly',
        date: isoDay(day),
        timeSlot,
        name: 'Full Day',
        email: `full.${run}.${index}@example.com`,
        phone: '07700 900123',
        experienceLevel: 'beginner',
        ageRulesConfirmed: true,
      },
    });
    expect(held.status(), await held.text()).toBe(200);
  }
  await page.goto('/book-flight');
  await page.getByRole('button', { name: 'CLICK HERE to book Try and Fly' }).click();
  const nextMonth = page.getByRole('button', { name: /next month/i });
  const full = page.getByRole('button', { name: new RegExp(`^\\w+, ${longDate(day)}, Fully booked`) });
  if (!(await full.isVisible().catch(() => false)) && day.getUTCMonth() !== londonDaysAhead(0).getUTCMonth()) await nextMonth.click();
  await expect(full).toBeDisabled();
  await expect(page.getByText('Fully booked or closed')).toBeVisible();
  await keepFormShot(page, 'calendar-full-day-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepFormShot(page, 'calendar-full-day-390');
});

test('the time slots are one named radio group: the arrow keys choose, and axe finds nothing with them open', async ({ page }) => {
  const day = nthWeekday(23);
  await page.goto('/book-flight');
  await page.getByRole('button', { name: 'CLICK HERE to book Try and Fly' }).click();
  await pickDay(page, day);
  const group = page.getByRole('radiogroup', { name: 'Time (UK time)' });
  await expect(group).toBeVisible();
  // Keyboard only: Tab into the group lands on the first free slot; the arrows move and choose.
  // Anchored: on the 4th, '4 January 2027' is also in the names of the 14th and the 24th.
  await page.getByRole('button', { name: new RegExp(`^\\w+, ${longDate(day)}`) }).focus();
  for (let step = 0; step < 20; step++) {
    if (await group.getByRole('radio').first().evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(group.getByRole('radio', { name: '10:30', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: '12:00', exact: true })).toBeFocused();
  await expect(group.getByRole('radio', { name: '12:00', exact: true })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(group.getByRole('radio', { name: '10:30', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(group.locator('[tabindex="0"]')).toHaveCount(1);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await keepFormShot(page, 'time-slots-1366');
});

// On a phone the calendar is far below the first screen: the page hydrates without it, and it is rendered when it
// comes near the screen or the visitor reaches it first (docs/benchmarks.md, the calendar kept as served).
test('on a phone, the calendar answers the first Tab and the first click before it is scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/book-flight');
  const session = page.getByLabel('Session', { exact: true });
  // Keyboard: from the session picker, Tab reaches the month's arrow, then today, whose arrow keys work.
  await session.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Go to the Next Month' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Today, / })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const tomorrow = page.getByRole('button', { name: new RegExp(`^\\w+, ${longDate(londonDaysAhead(1))}$`) });
  await expect(tomorrow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: new RegExp(`^\\w+, ${longDate(londonDaysAhead(1))}, selected$`) })).toBeFocused();

  // A click (or a tap) on a day of the served calendar chooses it.
  await page.goto('/book-flight');
  const today = `Today, \\w+, ${longDate(londonDaysAhead(0))}`;
  await page.getByRole('button', { name: new RegExp(`^${today}$`) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${today}, selected$`) })).toBeVisible();
});
