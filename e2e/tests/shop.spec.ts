import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openAdmin, runId, toast } from '../support/ui';

const run = runId();
/** A 4×3 PNG that decodes (uploads are re-encoded, so a file with a broken checksum is refused). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000040000000308020000003b9639910000000970485973000003e8000003e801b57b526b0000001049444154089963304e9b09470c38390013220e598df5dbaf0000000049454e44ae426082',
  'hex',
);

async function signInAsStaff(page: Page) {
  await openAdmin(page);
  await expect(page.getByRole('tab', { name: 'PRODUCTS', selected: true })).toBeVisible();
}

test('the seeded shop: gift cards in the sections of the experiences they buy, money cards and other products under Products & Experiences', async ({ page }) => {
  await page.goto('/shop');
  const section = (title: string) =>
    page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
  // Grouped by the experience each card buys (cheapest first): Discovery Flight is for beginners, whatever its name.
  await expect(section('Recommended for Beginners').getByRole('article')).toHaveText([
    /Discovery Flight Gift Card/,
    /Try and Fly Gift Card/,
    /Fear of Flying Gift Card/,
  ]);
  await expect(section('Recommended for Enthusiasts').getByRole('article', { name: 'Intro to Airbus Gift Card' })).toContainText(
    '£149.00',
  );
  await expect(section('Aspiring Pilot').getByRole('article', { name: 'Aspiring Pilot Gift Card' })).toBeVisible();
  await expect(section('Professional Crew').getByRole('article', { name: 'Ultimate Session Gift Card' })).toContainText(
    '£249.00',
  );
  await expect(section('Products & Experiences').getByRole('article', { name: '£50 Gift Card' })).toContainText('Gift Card');
  const mastery = section('Products & Experiences').getByRole('article', { name: 'Mastery Program' });
  await expect(mastery).toContainText('Training');
  await expect(mastery).toContainText('£499.00');
  // Seed pictures are the site's own SVGs and load.
  const picture = page.getByRole('article', { name: 'Try and Fly Gift Card' }).getByRole('img');
  await expect(picture).toHaveAttribute('src', '/images/products/try-and-fly-gift-card.svg');
  // Shop images load lazily: in view, the browser fetches and decodes it.
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('an empty cart says so and leads to the shop', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'YOUR CART IS EMPTY' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('admin adds a product with a photo → it is in /shop in its section → Add to Cart → badge → /cart +/−/remove → reload keeps the cart; edit and delete show at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Try and Fly Gift Card for Two ${run}`;
  await signInAsStaff(page);

  // Staff: upload the photo, fill the form, create.
  const form = page.getByRole('form', { name: 'ADD NEW PRODUCT' });
  await form.getByLabel('Image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
  await expect(form.getByRole('img', { name: 'Product image preview' })).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('Two seats, one unforgettable first flight.');
  await form.getByLabel('Price (£)').fill('239.50');
  await form.getByLabel('Category').selectOption('Gift Card');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page, 'Product created successfully')).toBeVisible();
  const listed = page.getByRole('listitem', { name });
  await expect(listed).toContainText('£239.50');
  await expect(form.getByLabel('Name')).toHaveValue('');

  // A file that is not an image is refused in the form, before any upload.
  await form.getByLabel('Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByRole('alert')).toHaveText('Please select an image file');

  // The shop: a gift card groups by the experience it buys; the product form cannot name one yet, so staff-made
  // cards stand under "Products & Experiences", with the uploaded photo.
  await page.goto('/shop');
  const products = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Products & Experiences' }) });
  const card = products.getByRole('article', { name });
  await expect(card).toContainText('£239.50');
  const photo = card.getByRole('img', { name });
  await expect(photo).toHaveAttribute('src', /^\/uploads\/products\/[0-9a-f-]{36}-w4\.webp$/);
  // Shop images load lazily: in view, the browser fetches and decodes it.
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to Cart')).toBeVisible();
  await expect(toast(page, `${name} has been added to your cart.`)).toBeVisible();
  await page.getByRole('article', { name: 'Skyward Mug' }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();

  // The cart: + / − / remove, totals, and it survives a reload.
  const line = page.getByRole('listitem', { name });
  await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await line.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
  await expect(line.getByRole('status', { name: `Quantity of ${name}` })).toHaveText('2');
  await expect(line).toContainText('£479.00');
  await page.getByRole('button', { name: 'Remove Skyward Mug' }).click();
  await expect(page.getByRole('listitem', { name: 'Skyward Mug' })).toHaveCount(0);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('£479.00');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('listitem', { name }).getByRole('status')).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // Staff edits the price: the shop and the cart show it at once.
  await page.goto('/adminE3F');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editForm = page.getByRole('form', { name: 'EDIT PRODUCT' });
  await expect(editForm.getByLabel('Price (£)')).toHaveValue('239.50');
  await editForm.getByLabel('Price (£)').fill('249');
  await editForm.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(page.getByRole('form', { name: 'ADD NEW PRODUCT' })).toBeVisible();
  await page.goto('/shop');
  await expect(page.getByRole('article', { name })).toContainText('£249.00');
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name })).toContainText('£498.00');

  // Staff deletes it (after the confirmation): gone from the shop, unavailable in the cart.
  await page.goto('/adminE3F');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this product?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(toast(page, 'Product deleted successfully')).toBeVisible();
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);
  await page.goto('/shop');
  await expect(page.getByRole('article', { name: 'Try and Fly Gift Card' })).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name })).toContainText('UNAVAILABLE');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'YOUR CART IS EMPTY' })).toBeVisible();
});
