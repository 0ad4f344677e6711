import { expect, test } from '../support/test';
import { keepScreenshot, openAdmin, runId } from '../support/ui';

const run = runId();

test('on a phone, the overview counts an open enquiry and the CUSTOMERS tab finds it by e-mail, with no sideways scroll', async ({
  page,
  request,
}) => {
  const email = `caller.${run}@example.com`;
  const sent = await request.post('/api/contacts', {
    headers: { 'X-Forwarded-For': '203.0.113.250' },
    data: {
      name: `Cara Caller ${run}`,
      email,
      phone: '07700 900789',
      enquiryType: 'gift',
      message: `Which gift card suits a nervous flyer? ${run}`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page);
  const overview = page.getByRole('region', { name: 'Overview' });
  // At least this enquiry is open (other tests share the database).
  await expect(overview.getByText('Open enquiries').locator('xpath=following-sibling::dd')).toHaveText(/^[1-9]\d*$/);

  await page.getByRole('tab', { name: 'CUSTOMERS', exact: true }).click();
  await page.getByLabel('Search by name, e-mail, phone or booking/order reference').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'OPEN RECORD' }).click();
  const enquiries = page.getByRole('list', { name: 'Enquiries' });
  await expect(enquiries).toContainText(`Which gift card suits a nervous flyer? ${run}`);
  await expect(enquiries).toContainText('NEW');
  await expect(page.getByRole('heading', { name: 'Bookings (0)' })).toBeVisible();

  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  await keepScreenshot(page, 'admin-customer-lookup-390');
});
