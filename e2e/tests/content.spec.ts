import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { queryDatabase } from '../support/database';
import { waitForMail } from '../support/mailbox';
import { runId } from '../support/ui';

const run = runId();

/** A package or programme card, found by its heading. */
const card = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

test('home → programme card → its page → BOOK NOW lands on /book-flight', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'EXPLORE EXPERIENCES' }).click();
  await expect(page).toHaveURL(/\/#experiences$/);
  await card(page, 'Intro to the Airbus').getByRole('link', { name: 'LEARN MORE' }).click();
  await expect(page).toHaveURL(/\/intro-experience$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Intro to the Airbus');
  await card(page, 'Full Experience').getByRole('link', { name: 'BOOK NOW' }).click();
  await expect(page).toHaveURL(/\/book-flight\?experience=full-experience&option=60-minutes(#booking-form)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText('£149.00');
});

test('the simulator hire ENQUIRE NOW lands on the home contact form', async ({ page }) => {
  await page.goto('/simulator-hire');
  await page.getByRole('link', { name: 'REQUEST A BOOKING' }).click();
  await expect(page.locator('#booking')).toBeInViewport();
  await page.locator('#booking').getByRole('link', { name: 'ENQUIRE NOW' }).click();
  await expect(page).toHaveURL(/\/#booking$/);
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeInViewport();
});

test.describe('enquiries', () => {
  test('an empty field is refused in the browser with Missing Information', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('Amelia Earhart');
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
    await expect(page.getByText('Please fill in all fields.', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('Amelia Earhart');
  });

  test('an enquiry is stored, acknowledged to the customer and noticed by staff', async ({ page }) => {
    const email = `amelia.${run}@example.com`;
    await page.goto('/');
    await page.getByRole('link', { name: 'CONTACT' }).first().click();
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form).toBeInViewport();
    await form.getByLabel('Full name').fill('Amelia Earhart');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('07700 900123');
    await form.getByLabel('Enquiry type').selectOption({ label: 'Group Bookings' });
    await form.getByLabel('Message').fill(`A team day for twelve in June, please (${run}).`);
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();

    await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.", { exact: true })).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');

    const rows = await queryDatabase<{ name: string; enquiry_type: string; message: string }>(
      `SELECT name, enquiry_type, message FROM contact_message WHERE email = $1`,
      [email],
    );
    expect(rows).toEqual([
      { name: 'Amelia Earhart', enquiry_type: 'group', message: `A team day for twelve in June, please (${run}).` },
    ]);

    const acknowledgement = await waitForMail(email, /^We've received your enquiry/);
    // The acknowledgement quotes neither the name nor the message (docs/product.md, Contact and enquiries: the form is no relay).
    expect(acknowledgement.text).toMatch(/^Hello,/);
    expect(acknowledgement.text).not.toContain(run);
    const notice = await waitForMail('hello@skywardsim.co.uk', /^New enquiry: Group Bookings from Amelia Earhart/);
    expect(notice.text).toContain(email);
  });
});

test('subscribing twice is a success both times and stores the address once', async ({ page }) => {
  const email = `reader.${run}@example.com`;
  await page.goto('/terms');
  const form = page.getByRole('form', { name: 'Newsletter' });
  const field = form.getByLabel('Email address');

  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Email Required', { exact: true })).toBeVisible();

  for (const typed of [email, email.toUpperCase()]) {
    await field.fill(typed);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscribed!', { exact: true })).toBeVisible();
    await expect(page.getByText('Please check your email to confirm your subscription.', { exact: true })).toBeVisible();
    await expect(field).toHaveValue('');
    await page.getByRole('button', { name: 'Close' }).click();
  }
  const rows = await queryDatabase<{ count: string }>(`SELECT count(*) FROM newsletter_subscription WHERE lower(email) = lower($1)`, [
    email,
  ]);
  expect(rows[0].count).toBe('1');
});
