import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewProduct, Product, ProductChanges } from '../features/catalog/api/catalog-api';
import { renderApp } from '../testing/render-app';
import { server } from '../testing/server';
import { apiErrorResponse } from '../testing/api-error-response';

const ADMIN = { user: { name: 'Skyward Admin', email: 'admin@skywardsim.co.uk', role: 'owner' } };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A small stand-in for the products API, keeping what the form sends. */
function productsApi(initial: Product[] = []) {
  const products = [...initial];
  const requests: { method: string; path: string; body?: unknown }[] = [];
  let id = 0;
  server.use(
    http.get('/api/session', () => HttpResponse.json(ADMIN)),
    http.get('/api/products/all', () => HttpResponse.json(products)),
    http.post('/api/products', async ({ request }) => {
      const body = (await request.json()) as NewProduct;
      requests.push({ method: 'POST', path: '/api/products', body });
      const created = { id: `00000000-0000-4000-8000-00000000000${++id}`, image: null, ...body, active: body.active ?? true } as Product;
      products.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch('/api/products/:id', async ({ request, params }) => {
      const body = (await request.json()) as ProductChanges;
      requests.push({ method: 'PATCH', path: `/api/products/${params.id}`, body });
      const index = products.findIndex((product) => product.id === params.id);
      products[index] = { ...products[index], ...body } as Product;
      return HttpResponse.json(products[index]);
    }),
    http.delete('/api/products/:id', ({ params }) => {
      requests.push({ method: 'DELETE', path: `/api/products/${params.id}` });
      products.splice(
        products.findIndex((product) => product.id === params.id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/products/upload-image', async ({ request }) => {
      const body = (await request.json()) as { image: string; filename: string };
      requests.push({ method: 'POST', path: '/api/products/upload-image', body });
      return HttpResponse.json({ imagePath: '/uploads/products/1b2c3d4e-0000-4000-8000-000000000000.png' }, { status: 201 });
    }),
  );
  return { products, requests };
}

const mug: Product = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  name: 'Skyward Mug',
  description: 'A mug.',
  price: 1250,
  image: '/images/products/skyward-mug.svg',
  category: 'Merchandise',
  active: false,
  giftFor: null,
};

/** Opens the admin page on its PRODUCTS tab, with `handlers` answering in place of the stand-in API where given. */
async function openAdmin(...handlers: RequestHandler[]) {
  server.use(...handlers);
  const app = renderApp('/adminE3F');
  const form = await screen.findByRole('form', { name: 'ADD NEW PRODUCT' });
  return { ...app, form: within(form) };
}

/** Types a product's name, description and price (in pounds, replacing the 0) into the form. */
async function fillProduct(
  { user, form }: Pick<Awaited<ReturnType<typeof openAdmin>>, 'user' | 'form'>,
  { name, description, price }: { name: string; description: string; price: string },
) {
  await user.type(form.getByLabelText('Name'), name);
  await user.type(form.getByLabelText('Description'), description);
  await user.clear(form.getByLabelText('Price (£)'));
  await user.type(form.getByLabelText('Price (£)'), price);
}

describe('/adminE3F PRODUCTS tab', () => {
  // The page loads lazily: its first import compiles its module graph, longer than a find waits on a loaded machine.
  beforeAll(async () => {
    await import('./admin-page');
  }, 60_000);
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('opens on PRODUCTS with the add form at its defaults and the empty list', async () => {
    productsApi();
    const { form } = await openAdmin();
    expect(screen.getByRole('tab', { name: 'PRODUCTS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'BOOKINGS' })).toHaveAttribute('aria-selected', 'false');
    expect(form.getByLabelText('Name')).toHaveValue('');
    expect(form.getByLabelText('Description')).toHaveValue('');
    expect(form.getByLabelText('Price (£)')).toHaveValue(0);
    expect(form.getByLabelText('Price (£)')).toHaveAttribute('step', '0.01');
    expect(form.getByLabelText('Category')).toHaveValue('Simulator Experience');
    expect(form.getByRole('switch', { name: 'Active (shown in the shop)' })).toBeChecked();
    expect(await screen.findByText('No products yet. Add your first product!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PRODUCTS (0)' })).toBeInTheDocument();
  });

  it('switches to the BOOKINGS tab, which opens on the week calendar', async () => {
    productsApi();
    server.use(
      http.get('/api/bookings', () => HttpResponse.json([])),
      http.get('/api/fear-of-flying-bookings', () => HttpResponse.json([])),
      http.get('/api/admin/week-calendar', () => HttpResponse.json({ weekStart: '2026-11-30', days: [] })),
    );
    const { user } = await openAdmin();
    await user.click(screen.getByRole('tab', { name: 'BOOKINGS' }));
    expect(await screen.findByRole('heading', { name: 'WEEK OF MON 30 NOV 2026' })).toBeInTheDocument();
  });

  it('uploads an image with a preview and creates the product in pence, then clears the form and refreshes the list', async () => {
    const api = productsApi();
    const { user, form } = await openAdmin();

    await user.upload(form.getByLabelText('Image'), new File([PNG], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(form.getByRole('img', { name: 'Product image preview' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(api.requests[0]).toMatchObject({ path: '/api/products/upload-image', body: { filename: 'photo.png', image: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/) } });

    await fillProduct({ user, form }, { name: 'Pilot Logbook', description: 'A hard-backed logbook.', price: '14.99' });
    await user.selectOptions(form.getByLabelText('Category'), 'Merchandise');
    await user.click(form.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(api.requests[1]).toEqual({
      method: 'POST',
      path: '/api/products',
      body: {
        name: 'Pilot Logbook',
        description: 'A hard-backed logbook.',
        price: 1499,
        image: '/uploads/products/1b2c3d4e-0000-4000-8000-000000000000.png',
        category: 'Merchandise',
        active: true,
        giftFor: null,
      },
    });
    const item = within(await screen.findByRole('listitem', { name: 'Pilot Logbook' }));
    expect(item.getByText('£14.99')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PRODUCTS (1)' })).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveValue('');
    expect(form.queryByRole('img', { name: 'Product image preview' })).not.toBeInTheDocument();
  });

  it.each([
    ['a file that is not an image', new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' }), 'Please select an image file'],
    ['an image over 2MB', new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }), 'Image must be smaller than 2MB'],
  ])('refuses %s before uploading', async (_label, file, message) => {
    const api = productsApi();
    const { form } = await openAdmin();
    // As if "All files" were chosen in the browser's file dialog, which the accept attribute allows.
    fireEvent.change(form.getByLabelText('Image'), { target: { files: [file] } });
    expect(await form.findByRole('alert')).toHaveTextContent(message);
    // The toast's viewport is downloaded with the first toast: awaited, so the test holds run on its own too.
    expect(await screen.findByText('Error', { exact: true })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("clears the preview and shows the server's message when the upload is refused", async () => {
    productsApi();
    const { user, form } = await openAdmin(
      http.post('/api/products/upload-image', () => apiErrorResponse(400, 'CATALOG.NOT_AN_IMAGE', 'Please select an image file')),
    );
    await user.upload(form.getByLabelText('Image'), new File(['not really'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('Error', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Please select an image file')).toBeInTheDocument();
    expect(form.queryByRole('img', { name: 'Product image preview' })).not.toBeInTheDocument();
  });

  it("keeps the form and shows the server's message when creating fails, or the default", async () => {
    productsApi();
    const { user, form } = await openAdmin(
      http.post('/api/products', () => apiErrorResponse(409, 'CATALOG.PRODUCT_NAME_TAKEN', 'A product named "Skyward Mug" already exists.')),
    );
    await fillProduct({ user, form }, { name: 'Skyward Mug', description: 'A mug.', price: '12.50' });
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('A product named "Skyward Mug" already exists.')).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveValue('Skyward Mug');

    server.use(http.post('/api/products', () => HttpResponse.error()));
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Failed to create product')).toBeInTheDocument();
  });

  it('sets what a Gift Card buys: an experience option of the catalogue, or a money value', async () => {
    const api = productsApi();
    const { user, form } = await openAdmin();
    expect(form.queryByLabelText('Gift card for')).not.toBeInTheDocument();

    await fillProduct({ user, form }, { name: 'Emergency Gift Card', description: 'Ninety minutes of failures.', price: '199' });
    await user.selectOptions(form.getByLabelText('Category'), 'Gift Card');
    const giftFor = form.getByLabelText('Gift card for');
    expect(giftFor).toHaveValue('');
    expect(
      within(giftFor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      expect.arrayContaining([
        'A money value (its price)',
        'Try and Fly, 1 hour, £129.00',
        'Scenario Flight – Emergency Procedures, 90 minutes, £199.00',
      ]),
    );
    await user.selectOptions(giftFor, 'Scenario Flight – Emergency Procedures, 90 minutes, £199.00');
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(api.requests[0].body).toMatchObject({
      category: 'Gift Card',
      giftFor: { experienceId: 'scenario-flight', optionId: 'emergency-procedures' },
    });

    // Editing it shows its option; a money value sends null.
    await user.click(await screen.findByRole('button', { name: 'Edit Emergency Gift Card' }));
    const editForm = within(await screen.findByRole('form', { name: 'EDIT PRODUCT' }));
    expect(editForm.getByLabelText('Gift card for')).toHaveValue('scenario-flight/emergency-procedures');
    await user.selectOptions(editForm.getByLabelText('Gift card for'), 'A money value (its price)');
    await user.click(editForm.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(api.requests[1].body).toMatchObject({ category: 'Gift Card', giftFor: null });
  });

  it('sends no gift option for a product outside the Gift Card category', async () => {
    const card: Product = {
      ...mug,
      id: 'aaaaaaaa-0000-4000-8000-000000000002',
      name: 'Try Card',
      category: 'Gift Card',
      giftFor: { experienceId: 'try-and-fly', optionId: '60-minutes' },
    };
    const api = productsApi([card]);
    const { user } = await openAdmin();
    await user.click(await screen.findByRole('button', { name: 'Edit Try Card' }));
    const editForm = within(await screen.findByRole('form', { name: 'EDIT PRODUCT' }));
    expect(editForm.getByLabelText('Gift card for')).toHaveValue('try-and-fly/60-minutes');
    await user.selectOptions(editForm.getByLabelText('Category'), 'Merchandise');
    expect(editForm.queryByLabelText('Gift card for')).not.toBeInTheDocument();
    await user.click(editForm.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(api.requests[0].body).toMatchObject({ category: 'Merchandise', giftFor: null });
  });

  it('checks the fields before sending', async () => {
    const api = productsApi();
    const { user, form } = await openAdmin();
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('Description is required')).toBeInTheDocument();
    expect(form.getByText('Price must be at least £0.01')).toBeInTheDocument();
    await user.clear(form.getByLabelText('Price (£)'));
    await user.type(form.getByLabelText('Price (£)'), '100000.01');
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await form.findByText('Price must be at most £100,000.00')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('lists products with an INACTIVE badge, edits one in pounds and returns to add mode', async () => {
    const api = productsApi([mug]);
    const { user, form } = await openAdmin();
    const item = within(await screen.findByRole('listitem', { name: 'Skyward Mug' }));
    expect(item.getByText('INACTIVE')).toBeInTheDocument();
    expect(item.getByText('Merchandise')).toBeInTheDocument();
    expect(item.getByText('A mug.')).toBeInTheDocument();
    expect(item.getByText('£12.50')).toBeInTheDocument();

    await user.click(item.getByRole('button', { name: 'Edit Skyward Mug' }));
    const editForm = within(await screen.findByRole('form', { name: 'EDIT PRODUCT' }));
    expect(editForm.getByLabelText('Name')).toHaveValue('Skyward Mug');
    expect(editForm.getByLabelText('Price (£)')).toHaveValue(12.5);
    expect(editForm.getByRole('img', { name: 'Product image preview' })).toHaveAttribute('src', '/images/products/skyward-mug.svg');
    expect(editForm.getByRole('switch', { name: 'Active (shown in the shop)' })).not.toBeChecked();

    await user.clear(editForm.getByLabelText('Price (£)'));
    await user.type(editForm.getByLabelText('Price (£)'), '13');
    await user.click(editForm.getByRole('switch', { name: 'Active (shown in the shop)' }));
    await user.click(editForm.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({ method: 'PATCH', path: `/api/products/${mug.id}`, body: { price: 1300, active: true, image: mug.image } });
    expect(await screen.findByRole('form', { name: 'ADD NEW PRODUCT' })).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveValue('');
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Skyward Mug' })).queryByText('INACTIVE')).not.toBeInTheDocument());
    expect(within(screen.getByRole('listitem', { name: 'Skyward Mug' })).getByText('£13.00')).toBeInTheDocument();
  });

  it('Cancel leaves edit mode without saving', async () => {
    const api = productsApi([mug]);
    const { user } = await openAdmin();
    await user.click(await screen.findByRole('button', { name: 'Edit Skyward Mug' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('form', { name: 'ADD NEW PRODUCT' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const api = productsApi([mug]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = await openAdmin();
    const remove = await screen.findByRole('button', { name: 'Delete Skyward Mug' });

    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this product?');
    expect(api.requests).toEqual([]);

    await user.click(remove);
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No products yet. Add your first product!')).toBeInTheDocument();
  });

  it('shows the error toast when deleting fails', async () => {
    productsApi([mug]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openAdmin(
      http.delete('/api/products/:id', () => apiErrorResponse(404, 'CATALOG.PRODUCT_NOT_FOUND', 'There is no product with that id.')),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Skyward Mug' }));
    expect(await screen.findByText('There is no product with that id.')).toBeInTheDocument();
  });
});
