import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { customerWithoutPassword } from '../support/accounts';
import { E2E } from '../support/environment';
import { waitForMail } from '../support/mailbox';
import { runId } from '../support/ui';

const run = runId();

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'LOGIN' }).click();
}

test('Forgot password e-mails a link; setting the password signs in; sign in → dashboard → log out', async ({ page }) => {
  const email = `amelia.${run}@example.com`;
  const password = 'wings over exeter';
  await customerWithoutPassword(email, 'Amelia Earhart');

  await page.goto('/account');
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'RESET YOUR PASSWORD' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(page.getByText('Check Your Email', { exact: true })).toBeVisible();

  const mail = await waitForMail(email, /^Reset your password/);
  const link = /(http\S+\/reset-password#token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'SET PASSWORD' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Amelia Earhart.')).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('another password here');
  await page.getByLabel('Confirm new password').fill('another password here');
  await page.getByRole('button', { name: 'SET PASSWORD' }).click();
  await expect(page.getByText(/This link has expired or has already been used/)).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText('No upcoming bookings')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a Session' })).toHaveAttribute('href', '/book-flight');

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Please sign in to see your dashboard.')).toBeVisible();
});

test('a wrong password leads to /no-account', async ({ page }) => {
  await signIn(page, `nobody.${run}@example.com`, 'not a real password');
  await expect(page).toHaveURL(/\/no-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'NO ACCOUNT FOUND' })).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByRole('link', { name: 'Try Logging In Again' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('staff sign in on /adminE3F; the queue dashboard opens only then', async ({ page }) => {
  const queues = await page.request.get('/admin/queues');
  expect(queues.status()).toBe(401);

  await page.goto('/adminE3F');
  await expect(page.getByRole('heading', { name: 'STAFF SIGN IN' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(E2E.adminEmail);
  await form.getByLabel('Password').fill(E2E.adminPassword);
  await form.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('heading', { name: 'STAFF SIGN IN' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'PRODUCTS' })).toBeVisible();

  expect((await page.request.get('/admin/queues')).status()).toBe(200);
});
