import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../features/catalog/api/catalog-api';
import { renderApp } from '../testing/render-app';
import { server } from '../testing/server';
import { apiErrorResponse } from '../testing/api-error-response';

let next = 0;
const product = (overrides: Partial<Product>): Product => ({
  id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  name: 'Product',
  description: 'A description',
  price: 12900,
  image: null,
  category: 'Gift Card',
  active: true,
  giftFor: null,
  ...overrides,
});

const answerProducts = (products: Product[], wait = 0) =>
  server.use(
    http.get('/api/products', async () => {
      await delay(wait);
      return HttpResponse.json(products);
    }),
  );

describe('/shop', () => {
  beforeEach(() => localStorage.clear());

  it('shows a spinner while the products load', async () => {
    answerProducts([product({ name: 'Try and Fly Gift Card' })], 200);
    renderApp('/shop');
    expect(await screen.findByText('Loading products')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Try and Fly Gift Card' })).toBeInTheDocument();
    expect(screen.queryByText('Loading products')).not.toBeInTheDocument();
  });

  it('says so when there are no products', async () => {
    answerProducts([]);
    renderApp('/shop');
    expect(await screen.findByText('No products available at this time.')).toBeInTheDocument();
  });

  it('groups gift cards by the group of the experience they buy, money cards with the other products listed with their category', async () => {
    answerProducts([
      product({ name: 'Home Sim Coaching Gift Card', price: 5900, giftFor: { experienceId: 'home-sim-coaching', optionId: 'starter-session' } }),
      product({ name: 'Try and Fly Gift Card', price: 12900, image: '/images/products/try-and-fly-gift-card.svg', giftFor: { experienceId: 'try-and-fly', optionId: '60-minutes' } }),
      product({ name: 'Aspiring Pilot Gift Card', price: 14900, giftFor: { experienceId: 'aspiring-pilot', optionId: '60-minutes' } }),
      product({ name: 'Ultimate Session Gift Card', price: 24900, giftFor: { experienceId: 'ultimate-session', optionId: '120-minutes' } }),
      product({ name: 'Gift Card £50', price: 5000 }),
      product({ name: 'Skyward Mug', price: 1250, category: 'Merchandise', description: 'For the pre-flight coffee.', image: '/images/products/skyward-mug.svg' }),
      product({ name: 'Starter Session', price: 5900, category: 'Training' }),
    ]);
    renderApp('/shop');

    const section = async (title: string) => within((await screen.findByRole('heading', { level: 2, name: title })).closest('section')!);
    expect((await section('Recommended for Beginners')).getByRole('heading', { level: 3 })).toHaveTextContent('Try and Fly Gift Card');
    expect((await section('Recommended for Enthusiasts')).getByRole('heading', { level: 3 })).toHaveTextContent('Home Sim Coaching Gift Card');
    expect((await section('Aspiring Pilot')).getByRole('heading', { level: 3 })).toHaveTextContent('Aspiring Pilot Gift Card');
    expect((await section('Professional Crew')).getByRole('heading', { level: 3 })).toHaveTextContent('Ultimate Session Gift Card');

    const others = await section('Products & Experiences');
    const mug = within(others.getByRole('article', { name: 'Skyward Mug' }));
    expect(mug.getByText('Merchandise')).toBeInTheDocument();
    expect(mug.getByText('For the pre-flight coffee.')).toBeInTheDocument();
    expect(mug.getByText('£12.50')).toBeInTheDocument();
    expect(mug.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(within(others.getByRole('article', { name: 'Starter Session' })).getByText('Training')).toBeInTheDocument();
    expect(within(others.getByRole('article', { name: 'Gift Card £50' })).getByText('Gift Card')).toBeInTheDocument();

    const tryAndFly = within(screen.getByRole('article', { name: 'Try and Fly Gift Card' }));
    expect(tryAndFly.getByRole('img', { name: 'Try and Fly Gift Card' })).toHaveAttribute('src', '/images/products/try-and-fly-gift-card.svg');
    expect(tryAndFly.getByText('£129.00')).toBeInTheDocument();
    // The first section's pictures are the first screenful: fetched at once; the rest wait until scrolled to.
    expect(tryAndFly.getByRole('img', { name: 'Try and Fly Gift Card' })).toHaveAttribute('loading', 'eager');
    expect(tryAndFly.getByRole('img', { name: 'Try and Fly Gift Card' })).toHaveAttribute('fetchpriority', 'high');
    expect(mug.getByRole('img', { name: 'Skyward Mug' })).toHaveAttribute('loading', 'lazy');
  });

  it('adds to the cart with a toast, raises the header badge and saves the cart', async () => {
    const mug = product({ name: 'Skyward Mug', price: 1250, category: 'Merchandise' });
    answerProducts([mug]);
    const { user } = renderApp('/shop');
    const card = within(await screen.findByRole('article', { name: 'Skyward Mug' }));

    await user.click(card.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    expect(screen.getByText('Skyward Mug has been added to your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toHaveTextContent('1');

    await user.click(card.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart')!).items).toEqual([{ product: { id: mug.id, name: 'Skyward Mug', price: 1250, category: 'Merchandise', description: 'A description', image: null }, quantity: 2 }]);
  });

  it('offers to try again when the products cannot be loaded', async () => {
    server.use(http.get('/api/products', () => apiErrorResponse(503, 'SERVICE.UNAVAILABLE', 'Down')));
    const { user } = renderApp('/shop');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the shop just now.');
    answerProducts([product({ name: 'Skyward Cap', category: 'Merchandise' })]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Skyward Cap' })).toBeInTheDocument();
  });
});
