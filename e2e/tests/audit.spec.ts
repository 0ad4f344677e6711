import { expect, test } from '../support/test';
import { screenshotBothWidths } from '../support/booking-form';
import { openAdmin, toast } from '../support/ui';

/** Sets the Aspiring Pilot's first option's price on the EXPERIENCES tab and saves it. */
async function setAspiringPilotPrice(page: import('@playwright/test').Page, pounds: string) {
  await page.getByRole('tab', { name: 'EXPERIENCES' }).click();
  const card = page.getByRole('article', { name: 'Aspiring Pilot' });
  const price = card.getByRole('group', { name: 'Option 1' }).getByLabel('Price (£)');
  const before = await price.inputValue();
  await price.fill(pounds);
  await card.getByRole('button', { name: 'SAVE' }).click();
  await expect(toast(page, 'Aspiring Pilot saved')).toBeVisible();
  return before;
}

/** docs/product.md, Staff panel: AUDIT — the owner sees who changed a price, when, and the price before and after. */
test('a price change on EXPERIENCES shows on the AUDIT tab with who made it and the price before and after', async ({ page }) => {
  test.setTimeout(60_000);
  await openAdmin(page);
  const was = await setAspiringPilotPrice(page, '151');
  try {
    await page.getByRole('tab', { name: 'AUDIT' }).click();
    await expect(page.getByRole('heading', { name: 'AUDIT' })).toBeVisible();
    await page.getByLabel('Kind').selectOption('experience.price-changed');
    const entry = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first();
    await expect(entry).toContainText('Changed the prices of Aspiring Pilot');
    await expect(entry).toContainText('(owner) · experience.price-changed · aspiring-pilot');
    await expect(entry.getByRole('definition').first()).toHaveText(`£${Number(was).toFixed(2)}`);
    await expect(entry.getByRole('definition').last()).toHaveText('£151.00');
    await expect(entry.getByRole('term').first()).toHaveText(/ price$/);
    const csv = await page.request.get((await page.getByRole('link', { name: 'DOWNLOAD CSV' }).getAttribute('href')) as string);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('Changed the prices of Aspiring Pilot');
    await screenshotBothWidths(page, 'audit-tab', entry);
  } finally {
    await setAspiringPilotPrice(page, was);
  }
});
