import { generate } from 'otplib';
import { waitForMail } from '../support/mailbox';
import { expect, test } from '../support/test';
import { keepScreenshot, openAdmin, runId, toast } from '../support/ui';

/** The authenticator app's code for this secret, `stepsAhead` 30-second steps from now (each code signs in once). */
const totpCode = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

test('the owner invites a colleague, who sets a password from the e-mail, enrols in two-step sign-in and signs in with a code', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `colleague-${runId()}@example.com`;
  const password = 'desk staff password 1';

  await openAdmin(page);
  await page.getByRole('tab', { name: 'STAFF' }).click();
  const invite = page.getByRole('form', { name: 'Invite a colleague' });
  await invite.getByLabel('Name').fill('Amy Johnson');
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption('staff');
  await invite.getByRole('button', { name: 'SEND INVITATION' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  const row = page.getByRole('list', { name: 'Staff accounts' }).getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Two-step sign-in not set up');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `staff-tab-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // The colleague, in a browser of their own: the link from the e-mail, a password, then the staff sign-in.
  const mail = await waitForMail(email, /^Your staff account/);
  const link = /(http\S+\/reset-password#token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto(link!);
  await colleague.getByLabel('New password', { exact: true }).fill(password);
  await colleague.getByLabel('Confirm new password').fill(password);
  await colleague.getByRole('button', { name: 'SET PASSWORD' }).click();
  await expect(colleague).toHaveURL(/\/adminE3F$/);

  const signIn = colleague.getByRole('form', { name: 'Staff sign in' });
  await signIn.getByLabel('Email', { exact: true }).fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'SIGN IN' }).click();
  const step = colleague.getByRole('form', { name: 'Two-step sign-in' });
  await expect(step.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await step.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
  for (const width of [1366, 390]) {
    await colleague.setViewportSize({ width, height: 900 });
    await keepScreenshot(colleague, `staff-enrolment-${width}`);
  }
  await colleague.setViewportSize({ width: 1366, height: 900 });
  await step.getByLabel('Authentication code').fill(await totpCode(secret));
  await step.getByRole('button', { name: 'CONTINUE' }).click();

  const codes = colleague.getByRole('dialog', { name: 'Your recovery codes' });
  await expect(codes.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: 'I HAVE SAVED THEM' }).click();
  const tabs = colleague.getByRole('tablist', { name: 'Admin sections' });
  await expect(tabs.getByRole('tab', { name: 'BOOKINGS' })).toBeVisible();
  // Staff see the day's operations, not the owner's tabs.
  await expect(tabs.getByRole('tab', { name: 'STAFF' })).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: 'EXPERIENCES' })).toHaveCount(0);

  // Signed out, the next sign-in asks for the app's code (the next one: each code works once). Signed out with the
  // button, as a person would: clearing the cookies raced the panel's requests still in flight, whose answers roll
  // the session cookie back in.
  await colleague.getByRole('button', { name: 'Sign out' }).click();
  await expect(colleague).toHaveURL(/\/account$/);
  await colleague.goto('/adminE3F');
  await signIn.getByLabel('Email', { exact: true }).fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'SIGN IN' }).click();
  // Enrolled: the step asks for the app's code and shows no QR code.
  await expect(step.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeVisible();
  await expect(step.getByRole('img')).toHaveCount(0);
  await step.getByLabel('Authentication code').fill(await totpCode(secret, 1));
  await step.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(tabs.getByRole('tab', { name: 'BOOKINGS' })).toBeVisible();

  // The owner sees the colleague enrolled, and deactivating them signs them out at once.
  await page.reload();
  await page.getByRole('tab', { name: 'STAFF' }).click();
  await expect(row).toContainText('Two-step sign-in on');
  await row.getByRole('button', { name: 'Deactivate Amy Johnson' }).click();
  await page.getByRole('dialog', { name: 'Deactivate Amy Johnson?' }).getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(row).toContainText('Deactivated');
  const answer = await colleague.request.get('/api/session');
  expect(answer.status()).toBe(401);
  await context.close();
});
