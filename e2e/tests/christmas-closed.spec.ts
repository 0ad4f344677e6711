import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { dayHeading, isoDay, keepScreenshot, londonDaysAhead, openAdmin, pickDay, toast } from '../support/ui';
import { newTryAndFlyBooking } from '../support/staff-booking';

/** 'Friday 25 December 2026', as the booking calendar names a day. */
const londonDate = (day: Date) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);

/** The next Christmas Day (London), as a UTC-midnight date. */
function nextChristmas(): Date {
  const today = londonDaysAhead(0);
  const year = today.getUTCMonth() === 11 && today.getUTCDate() > 25 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
  return new Date(Date.UTC(year, 11, 25));
}

async function openClosuresTab(page: Page) {
  await openAdmin(page);
  await page.getByRole('tab', { name: 'CLOSURES' }).click();
  await expect(page.getByRole('heading', { name: 'CHRISTMAS' })).toBeVisible();
}

/** /book-flight's calendar for Try and Fly, at the month of `day`; the day's button. */
async function calendarDay(page: Page, day: Date): Promise<Locator> {
  await page.goto('/book-flight');
  await page.getByRole('article', { name: 'Try and Fly' }).click();
  const nextMonth = page.getByRole('button', { name: /next month/i });
  await nextMonth.waitFor();
  const button = page.getByRole('button', { name: new RegExp(`${londonDate(day)}(, Closed)?$`) });
  if (!(await button.isVisible())) await nextMonth.click();
  return button;
}

async function screenshotsAt(page: Page, name: string, inView?: Locator) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await inView?.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('Christmas Day is closed by default: no slot on /book-flight until staff open it on CLOSURES, and closed again after', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const christmas = nextChristmas();
  const heading = dayHeading(christmas);

  await openClosuresTab(page);
  const row = page.getByRole('list', { name: 'Closed for Christmas' }).getByRole('listitem').filter({ hasText: heading });
  // A run before this one may have left it open.
  if (await row.getByRole('button', { name: `Close again: ${heading}` }).isVisible()) {
    await row.getByRole('button', { name: `Close again: ${heading}` }).click();
  }
  await expect(row).toContainText('Closed for Christmas (default)');
  await screenshotsAt(page, 'admin-closures-christmas');

  const closedDay = await calendarDay(page, christmas);
  await expect(closedDay).toHaveAccessibleName(new RegExp(`${londonDate(christmas)}, Closed$`));
  await expect(closedDay).toBeDisabled();

  await openClosuresTab(page);
  await row.getByRole('button', { name: `Open this day: ${heading}` }).click();
  await expect(toast(page, `${heading} can be booked.`)).toBeVisible();
  await expect(row).toContainText('Open for bookings (opened by staff)');

  const openedDay = await calendarDay(page, christmas);
  await expect(openedDay).toHaveAccessibleName(new RegExp(`${londonDate(christmas)}$`));
  await pickDay(page, christmas);
  await expect(page.getByRole('radio', { name: /^\d\d:\d\d$/ }).first()).toBeEnabled();

  await openClosuresTab(page);
  await row.getByRole('button', { name: `Close again: ${heading}` }).click();
  await expect(toast(page, `${heading} is closed for Christmas again.`)).toBeVisible();
  await expect(row).toContainText('Closed for Christmas (default)');
  expect(isoDay(christmas).slice(5)).toBe('12-25');
});

test('NEW BOOKING asks how many people fly for Try and Fly and prices the party', async ({ page }) => {
  const dialog = await newTryAndFlyBooking(page);
  await dialog.getByLabel('People', { exact: true }).selectOption('2');
  await expect(dialog.getByText('To take:')).toContainText('£178.00');
  await screenshotsAt(page, 'admin-new-booking-people', dialog.getByLabel('People', { exact: true }));
});
