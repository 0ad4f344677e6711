import { type Locator, type Page } from '@playwright/test';
import { CONTENT_PAGES } from '../../frontend/src/testing/site-pages';
import { expect, test } from '../support/test';

/** Is the element's top inside the window (it was scrolled to)? */
async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return bottom > 0 && top < window.innerHeight;
  });
}

/** The main content's buttons: the links styled as buttons within the site (not mailto:/tel:), and the course's BOOK YOUR COURSE. */
const ctas = (page: Page) =>
  page.getByRole('main').locator('a.inline-flex[href^="/"], a.inline-flex[href^="#"], button:text-is("BOOK YOUR COURSE")');

/** What a call to action labelled so must land on, checked on the page it opened. */
async function expectLanding(page: Page, label: string, from: string): Promise<void> {
  if (label === 'BOOK YOUR COURSE') {
    // The course's two-step dialog opens over its page.
    await expect(page.getByRole('dialog', { name: 'Book the Fear of Flying Course' })).toBeVisible();
    return;
  }
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  if (/^(BOOK NOW|Book Now|BOOK YOUR FLIGHT|BOOK A SESSION)$/.test(label)) {
    await expect(page).toHaveURL(/\/book-flight/);
    if (/experience=/.test(page.url())) {
      // A deep link: its session chosen, at a price, and the form on screen.
      await expect(page.locator('article[data-selected]')).toHaveCount(1);
      await expect(page.getByTestId('booking-total')).toHaveText(/^£[1-9]/);
      await expect.poll(() => inView(page.locator('#booking-form'))).toBe(true);
    }
  } else if (/ENQUIRE|QUOTE|CONTACT|REQUEST|INFO/.test(label)) {
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect.poll(() => inView(form.or(page.locator('#contact, #booking')).first())).toBe(true);
    if (/enquiry=group/.test(page.url())) await expect(form.getByLabel('Enquiry type')).toHaveValue('group');
  } else if (label === 'PURCHASE NOW') {
    await expect(page).toHaveURL(/\/shop#product-/);
    const product = page.locator(decodeURIComponent(new URL(page.url()).hash));
    await expect(product.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect.poll(() => inView(product)).toBe(true);
  } else if (label === 'BUY A GIFT CARD') {
    await expect(page).toHaveURL(/\/shop$/);
  } else {
    // LEARN MORE, VIEW …: another page with its own heading, or a section of this one.
    await expect.poll(() => page.url() !== from || new URL(page.url()).hash !== '').toBe(true);
  }
}

/**
 * Every call to action of every content page lands on a page or a form state that sells or enquires what it names
 * (docs/product.md, Pages): each button in each page's main content is clicked in turn and where it lands is checked.
 */
test.describe('every call to action lands where it says', () => {
  for (const { path } of CONTENT_PAGES) {
    test(`${path}: each button sells or enquires what it names`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(path);
      await expect(ctas(page).first()).toBeVisible();
      const count = await ctas(page).count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        if (index > 0) await page.goto(path);
        const button = ctas(page).nth(index);
        const label = (await button.innerText()).trim();
        await button.scrollIntoViewIfNeeded();
        await button.click();
        await test.step(`${label} → ${page.url()}`, () => expectLanding(page, label, `${new URL(path, page.url())}`));
      }
    });
  }
});

test('the fixed ways in: Group Booking asks about groups, Aspiring Pilot and Intro to the Airbus are sold, PURCHASE NOW finds its product', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/simulator-exeter');
  const group = page.getByRole('article', { name: 'Group Booking' });
  await expect(group.getByRole('link', { name: 'BOOK NOW' })).toHaveCount(0);
  await group.getByRole('link', { name: 'ENQUIRE NOW' }).click();
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByLabel('Enquiry type')).toHaveValue('group');
  await expect.poll(() => inView(form)).toBe(true);

  await page.goto('/group-bookings');
  await page.getByRole('main').getByRole('link', { name: 'ENQUIRE NOW' }).first().click();
  await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Enquiry type')).toHaveValue('group');

  await page.goto('/');
  await page.getByRole('article', { name: 'Aspiring Pilot' }).getByRole('link', { name: /LEARN MORE/ }).click();
  await expect(page.locator('article[data-selected]')).toHaveAccessibleName('Aspiring Pilot');
  await expect(page.getByTestId('booking-total')).toHaveText('£149.00');

  await page.goto('/');
  await page.getByRole('article', { name: 'Intro to the Airbus' }).getByRole('link', { name: /LEARN MORE/ }).click();
  await expect(page).toHaveURL(/\/intro-experience$/);
  await page.getByRole('article', { name: 'Intro to the Airbus – 1 hour' }).getByRole('link', { name: 'BOOK NOW' }).click();
  await expect(page.locator('article[data-selected]')).toHaveAccessibleName('Intro to the Airbus');
  await expect(page.getByTestId('booking-total')).toHaveText('£149.00');
  await expect.poll(() => inView(page.locator('#booking-form'))).toBe(true);

  await page.goto('/home-sim-coaching');
  await page.getByRole('article', { name: 'Mastery Program' }).getByRole('link', { name: 'PURCHASE NOW' }).click();
  const mastery = page.getByRole('article', { name: 'Mastery Program' });
  await expect(mastery.getByText('£499.00')).toBeVisible();
  await expect.poll(() => inView(mastery)).toBe(true);
});
