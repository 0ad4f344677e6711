import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { queryDatabase } from '../support/database';
import { waitForMail } from '../support/mailbox';
import { dayHeading, isoDay, openAdmin, runId, toast } from '../support/ui';
import { bookAndPayOnline, nthWeekday } from '../support/booking-form';

const run = runId();
const STAFF_EMAIL = 'hello@skywardsim.co.uk';
let client = 0;

/** A Try and Fly booked and paid online by a new customer, each from its own address. */
function bookOnline(request: APIRequestContext, date: string, timeSlot: string, who: { name: string; notes?: string }) {
  client += 1;
  return bookAndPayOnline(request, date, timeSlot, { ...who, email: `flyer.${run}.${client}@example.com`, address: `198.51.100.${client}` });
}

async function openTab(page: Page, name: string) {
  await openAdmin(page);
  await page.getByRole('tab', { name }).click();
}

test('an enquiry reaches the inbox; its staff notice replies to the customer; status and note persist', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `enquirer.${run}@example.com`;
  const name = `Amelia Enquirer ${run}`;
  const sent = await request.post('/api/contacts', {
    headers: { 'X-Forwarded-For': `203.0.113.${++client}` },
    data: { name, email, phone: '07700 900456', enquiryType: 'group', message: 'A group day for twelve in March?' },
  });
  expect(sent.status()).toBe(201);

  const notice = await waitForMail(STAFF_EMAIL, new RegExp(`^New enquiry: Group Bookings from ${name}$`));
  expect(notice.headers['reply-to']).toBe(email);

  await openTab(page, 'ENQUIRIES');
  await page.getByLabel('Search enquiries').fill(email);
  const card = page.getByRole('article', { name: `Enquiry from ${name}` });
  await expect(card).toContainText('A group day for twelve in March?');
  await expect(card).toContainText('NEW');
  await expect(card.getByRole('link', { name: 'REPLY' })).toHaveAttribute('href', new RegExp(`^mailto:${email.replace(/[.+]/g, '\\$&')}\\?subject=`));

  await card.getByLabel('Staff note').fill('Rang back; prices sent');
  await card.getByRole('button', { name: 'SAVE NOTE' }).click();
  await expect(toast(page, 'Note saved')).toBeVisible();
  await card.getByRole('button', { name: 'MARK REPLIED' }).click();
  await expect(card).toContainText('REPLIED');

  await page.reload();
  await page.getByRole('tab', { name: 'ENQUIRIES' }).click();
  await page.getByLabel('Search enquiries').fill(email);
  await expect(card).toContainText('REPLIED');
  await expect(card.getByLabel('Staff note')).toHaveValue('Rang back; prices sent');
  await expect(card.getByRole('button', { name: 'CLOSE' })).toBeVisible();
});

test('the day sheet lists a day in slot order, prints seven bookings on one A4 page, and the CSV holds them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const day = nthWeekday(50);
  const date = isoDay(day);
  const slots = ['10:30', '12:00', '13:30', '15:00', '16:30', '18:00'];
  for (const [index, slot] of slots.entries()) {
    await bookOnline(request, date, slot, { name: `Flyer ${index + 1} ${run}`, notes: index === 0 ? '=1+1 wheelchair user, needs the ramp' : undefined });
  }
  // A weekday has six online slots; the seventh booking of the day is an early 09:00 one staff arranged.
  await queryDatabase(
    `INSERT INTO booking (session_type, session_name, duration_minutes, date, time_slot, starts_at, ends_at, occupied, name, email, phone,
       experience_level, notes, total_price, status, is_test, confirmed_at)
     SELECT session_type, session_name, 60, date, '09:00', starts_at - interval '90 minutes', starts_at - interval '30 minutes',
       tstzrange(starts_at - interval '90 minutes', starts_at - interval '30 minutes', '[)'), 'Early Bird ${run}', email, phone,
       experience_level, 'First flight of the day', total_price, 'confirmed', true, now()
     FROM booking WHERE date = $1 AND time_slot = '10:30' AND status = 'confirmed'`,
    [date],
  );

  await openTab(page, 'DAY SHEET');
  await page.getByLabel('Day', { exact: true }).fill(date);
  const sheet = page.getByRole('table', { name: `Bookings on ${dayHeading(day)}` });
  await expect(sheet.getByRole('row')).toHaveCount(8);
  const times = await sheet.locator('tbody tr td:first-child').allTextContents();
  expect(times).toEqual(['09:00', ...slots]);
  await expect(sheet.getByRole('row').nth(2)).toContainText('=1+1 wheelchair user');

  mkdirSync(resolve(__dirname, '../artifacts'), { recursive: true });
  const pdf = await page.pdf({ format: 'A4', path: resolve(__dirname, '../artifacts/day-sheet.pdf') });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);

  const csv = await page.request.get(`/api/admin/bookings.csv?from=${date}&to=${date}`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines).toHaveLength(8);
  expect(lines[1]).toContain(`"Early Bird ${run}"`);
  expect(lines[2]).toContain(`"'=1+1 wheelchair user, needs the ramp"`);
});
