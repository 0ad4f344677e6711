import { resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E } from './environment';

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
/** 'Tuesday, November 24, 2026', the admin panel's day heading. */
export const dayHeading = utc({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, 'en-US');
/** '2026-11-24'. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Picks a day in a booking calendar inside `scope`, moving to next month when the day is there. */
export async function pickDay(scope: Page | Locator, day: Date): Promise<void> {
  const nextMonth = scope.getByRole('button', { name: /next month/i });
  await nextMonth.waitFor(); // calendars load lazily
  const button = scope.getByRole('button', { name: new RegExp(`, ${longDate(day)}$`) });
  if (!(await button.isVisible())) await nextMonth.click();
  await button.click();
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
