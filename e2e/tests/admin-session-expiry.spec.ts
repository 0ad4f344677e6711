import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { queryDatabase } from '../support/database';
import { E2E, serverEnv } from '../support/environment';
import { startProcess, waitForUrl } from '../support/processes';
import { expect, test } from '../support/test';
import { keepScreenshot, openAdmin, runId, toast } from '../support/ui';

/**
 * The staff panel near and past the end of its session (docs/product.md, Staff panel), on an API of its own whose staff
 * sessions last 125 s unused (STAFF_SESSION_IDLE_SECONDS): the two-minute warning comes 5 s after the last answer.
 */
const port = E2E.apiPort + 5;
const shortSessionUrl = `http://127.0.0.1:${port}`;
let api: ChildProcess;

test.use({ baseURL: shortSessionUrl });

test.beforeAll(async () => {
  api = startProcess('api-short-session', 'node', ['backend/dist/main.js'], serverEnv({ PORT: String(port), PUBLIC_URL: shortSessionUrl, STAFF_SESSION_IDLE_SECONDS: '125' }));
  await waitForUrl(`${shortSessionUrl}/api/health/ready`);
});

/**
 * The id under which the API stores the page's session: its cookie (skyward.sid) holds `s:<id>.<signature>`. Only
 * this session is ended, so the specs running beside this one keep theirs.
 */
async function sessionId(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(shortSessionUrl)).find((candidate) => candidate.name === 'skyward.sid');
  const signed = decodeURIComponent(cookie?.value ?? '');
  expect(signed).toMatch(/^s:[^.]+\./);
  return signed.slice('s:'.length, signed.indexOf('.'));
}

test.afterAll(() => {
  if (api.pid) process.kill(-api.pid, 'SIGTERM');
});

test('warns two minutes before the session ends, and after it ends asks to sign in over the panel, keeping the typed note', async ({ page, request }) => {
  test.setTimeout(90_000);
  const run = runId();
  const name = `Session Enquirer ${run}`;
  const sent = await request.post('/api/contacts', {
    headers: { 'X-Forwarded-For': '203.0.113.250' },
    data: { name, email: `session.${run}@example.com`, phone: '07700 900456', enquiryType: 'general', message: 'Do you open on Boxing Day?' },
  });
  expect(sent.status()).toBe(201);

  await openAdmin(page);
  await page.getByRole('tab', { name: 'ENQUIRIES' }).click();
  const card = page.getByRole('article', { name: `Enquiry from ${name}` });
  await expect(card).toBeVisible();

  // 125 s unused minus the two minutes' notice: the warning comes about 5 s after the last answer.
  const warning = page.getByRole('dialog', { name: 'Your session ends in 2 minutes' });
  await expect(warning).toBeVisible({ timeout: 20_000 });
  await keepScreenshot(page, 'admin-session-warning');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByText('Signed in as')).toBeVisible();

  // Staff type a note; meanwhile the session ends on the server (as it would after 125 s unused).
  const note = `Rang back about Boxing Day ${run}`;
  await card.getByLabel('Staff note').fill(note);
  await queryDatabase('DELETE FROM session WHERE sid = $1', [await sessionId(page)]);
  await card.getByRole('button', { name: 'SAVE NOTE' }).click();

  const signIn = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(signIn).toBeVisible();
  await expect(page.getByText('Signed in as')).toBeHidden();
  // Under the modal prompt the panel is hidden from assistive technology, but still there with what was typed.
  await expect(page.getByRole('article', { name: `Enquiry from ${name}`, includeHidden: true }).locator('textarea')).toHaveValue(note);
  await keepScreenshot(page, 'admin-session-ended');
  await expect(signIn.getByLabel('Email')).toHaveValue(E2E.adminEmail);
  await signIn.getByLabel('Password').fill(E2E.adminPassword);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn).toBeHidden();

  // Nothing typed was lost: the same note is saved with one more press.
  await expect(card.getByLabel('Staff note')).toHaveValue(note);
  await card.getByRole('button', { name: 'SAVE NOTE' }).click();
  await expect(toast(page, 'Note saved')).toBeVisible();
  const [row] = await queryDatabase<{ note: string }>('SELECT note FROM contact_message WHERE name = $1', [name]);
  expect(row.note).toBe(note);
  await expect(page.getByText('Signed in as')).toBeVisible();
});
