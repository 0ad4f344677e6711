import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { adminAgent, type Agent } from './auth';
import { createTestApp } from './test-app';

/** The product form sets what a gift card buys (docs/product.md, Gift cards): an experience option, or a money value. */
describe('catalog: what a gift card buys (giftFor)', () => {
  const run = Date.now().toString(36);
  let app: NestExpressApplication;
  let admin: Agent;
  let count = 0;
  const giftCard = (overrides: Record<string, unknown> = {}) => ({
    name: `Gift Card ${run}-${++count}`,
    description: 'A present that flies.',
    price: 19_900,
    category: 'Gift Card',
    ...overrides,
  });
  /** Creates a gift card product as staff; the product as the API answers it. */
  const createGiftCard = async (overrides: Record<string, unknown> = {}) =>
    (await admin.post('/api/products').send(giftCard(overrides)).expect(201)).body;
  const EMERGENCY = { experienceId: 'scenario-flight', optionId: 'emergency-procedures' };
  const productRows = async () => Number((await app.get(DataSource).query(`SELECT count(*) AS n FROM product`))[0].n);
  const stored = async (id: string) =>
    ((await admin.get('/api/products/all').expect(200)).body as { id: string }[]).find((product) => product.id === id);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await adminAgent(app);
  });
  afterAll(() => app.close());

  it('creates a gift card for an experience option, shown to staff and the shop', async () => {
    const created = await createGiftCard({ giftFor: EMERGENCY });
    expect(created.giftFor).toEqual(EMERGENCY);
    expect(await stored(created.id)).toEqual(created);
    const [row] = await app
      .get(DataSource)
      .query(`SELECT gift_experience_id, gift_option_id FROM product WHERE id = $1`, [created.id]);
    expect(row).toEqual({ gift_experience_id: 'scenario-flight', gift_option_id: 'emergency-procedures' });
  });

  it('stores an old session id as the experience it names', async () => {
    const created = await createGiftCard({ giftFor: { experienceId: 'tryandfly', optionId: '60-minutes' } });
    expect(created.giftFor).toEqual({ experienceId: 'try-and-fly', optionId: '60-minutes' });
  });

  it('makes a money card (worth its price) when giftFor is null or left out', async () => {
    expect((await createGiftCard({ giftFor: null })).giftFor).toBeNull();
    expect((await createGiftCard()).giftFor).toBeNull();
  });

  it('changes what a card buys, keeps it when an update leaves giftFor out, and turns it into a money card with null', async () => {
    const card = await createGiftCard();
    const optionCard = (await admin.patch(`/api/products/${card.id}`).send({ giftFor: EMERGENCY }).expect(200)).body;
    expect(optionCard).toEqual({ ...card, price: 19_900, giftFor: EMERGENCY });
    // An option card's price is the option's (docs/product.md, Gift cards): a price sent for it is not kept.
    const repriced = (await admin.patch(`/api/products/${card.id}`).send({ price: 20_000 }).expect(200)).body;
    expect(repriced).toMatchObject({ giftFor: EMERGENCY, price: optionCard.price });
    const money = (await admin.patch(`/api/products/${card.id}`).send({ giftFor: null }).expect(200)).body;
    expect(money).toEqual({ ...card, price: optionCard.price, giftFor: null });
    expect((await admin.patch(`/api/products/${card.id}`).send({ price: 20_000 }).expect(200)).body.price).toBe(20_000);
  });

  it.each([
    ['an unknown experience', { experienceId: 'moon-landing', optionId: '60-minutes' }],
    ['an option its experience does not have', { experienceId: 'scenario-flight', optionId: '60-minutes' }],
  ])('refuses a gift card for %s (400 CATALOG.UNKNOWN_GIFT_OPTION), storing nothing', async (_label, giftFor) => {
    const before = await productRows();
    const response = await admin.post('/api/products').send(giftCard({ giftFor })).expect(400);
    expect(response.body.code).toBe('CATALOG.UNKNOWN_GIFT_OPTION');
    expect(await productRows()).toBe(before);
  });

  it('refuses giftFor on a product outside the Gift Card category (400 CATALOG.GIFT_FOR_NOT_A_GIFT_CARD), on create and update', async () => {
    const before = await productRows();
    const response = await admin
      .post('/api/products')
      .send(giftCard({ category: 'Training', giftFor: EMERGENCY }))
      .expect(400);
    expect(response.body.code).toBe('CATALOG.GIFT_FOR_NOT_A_GIFT_CARD');
    expect(await productRows()).toBe(before);

    const card = await createGiftCard({ giftFor: EMERGENCY });
    const moved = await admin.patch(`/api/products/${card.id}`).send({ category: 'Merchandise' }).expect(400);
    expect(moved.body.code).toBe('CATALOG.GIFT_FOR_NOT_A_GIFT_CARD');
    expect(await stored(card.id)).toEqual(card);
    const cleared = await admin.patch(`/api/products/${card.id}`).send({ category: 'Merchandise', giftFor: null }).expect(200);
    expect(cleared.body).toMatchObject({ category: 'Merchandise', giftFor: null });
  });

  it.each([
    ['text', 'try-and-fly', 'REQUEST.VALIDATION_FAILED'],
    ['an array', [EMERGENCY], 'REQUEST.VALIDATION_FAILED'],
    ['no option', { experienceId: 'try-and-fly' }, 'REQUEST.VALIDATION_FAILED'],
    ['an id of 5,000 characters', { experienceId: 'a'.repeat(5000), optionId: '60-minutes' }, 'REQUEST.VALIDATION_FAILED'],
    ['an extra field', { ...EMERGENCY, pricePence: 1 }, 'REQUEST.VALIDATION_FAILED'],
    ['a NUL byte', { experienceId: 'try-and-fly\u0000', optionId: '60-minutes' }, 'REQUEST.NUL_CHARACTER'],
  ])('refuses giftFor as %s (400 with a code), changing nothing', async (_label, giftFor, code) => {
    const card = await createGiftCard();
    const before = await productRows();
    expect((await admin.post('/api/products').send(giftCard({ giftFor })).expect(400)).body.code).toBe(code);
    expect((await admin.patch(`/api/products/${card.id}`).send({ giftFor }).expect(400)).body.code).toBe(code);
    expect(await productRows()).toBe(before);
    expect(await stored(card.id)).toEqual(card);
  });
});
