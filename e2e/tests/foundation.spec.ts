import { expect, test } from '../support/test';
import { E2E, gatedBaseUrl, serverEnv } from '../support/environment';
import { run } from '../support/processes';

test.describe('pre-launch gate', () => {
  test('splash, Access Site, a wrong password is refused and cleared, the right one opens the site', async ({ page }) => {
    await page.goto(`${gatedBaseUrl}/`);
    await page.getByRole('button', { name: 'Access Site' }).click();
    const password = page.getByLabel(/password/i);

    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
    await expect(page.getByText('Incorrect password. Please try again.', { exact: true })).toBeVisible();
    await expect(password).toHaveValue('');

    await password.fill(E2E.devAccessPassword);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Access Granted', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'BOOK FLIGHT' }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Access Site' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'BOOK FLIGHT' }).first()).toBeVisible();
  });

  test('the site opens straight away when the gate is off', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'BOOK FLIGHT' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Access Site' })).toHaveCount(0);
  });
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('the API refuses to start on a bad configuration and says which variable is wrong', async () => {
  const result = await run('node', ['backend/dist/main.js'], serverEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://nowhere' }));
  expect(result.code).toBe(1);
  expect(result.output).toContain('Invalid configuration');
  expect(result.output).toContain('PORT');
  expect(result.output).toContain('DATABASE_URL');
});
