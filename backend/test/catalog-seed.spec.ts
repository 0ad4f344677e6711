import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/shared/database/data-source-options';
import { SEED_PRODUCTS, SeedProduct, seedProducts } from '../src/shared/database/seed';

describe('seed (backend/dist/shared/database/seed.js)', () => {
  const dataSource = new DataSource(dataSourceOptions({ DATABASE_URL: process.env.DATABASE_URL as string }));
  const run = Date.now().toString(36);
  const extra = (name: string): SeedProduct => ({ name: `${name} ${run}`, description: 'Seeded.', price: 1000, category: 'Merchandise', image: '/images/products/skyward-mug.svg' });
  const named = async (name: string) => dataSource.query(`SELECT name, price, deleted_at FROM product WHERE lower(name) = lower($1)`, [name]);

  beforeAll(() => dataSource.initialize());
  afterAll(() => dataSource.destroy());

  it('gives a new install a gift card per experience at its catalogue price, two money cards, the coaching packages and merchandise, once', async () => {
    await seedProducts(dataSource);
    expect(await seedProducts(dataSource)).toEqual([]);
    const rows: { name: string; price: number; category: string; buys: string | null }[] = await dataSource.query(
      `SELECT name, price, category, gift_experience_id || '/' || gift_option_id AS buys FROM product WHERE name = ANY($1) AND deleted_at IS NULL`,
      [SEED_PRODUCTS.map((product) => product.name)],
    );
    expect(rows).toHaveLength(SEED_PRODUCTS.length);
    const giftCards = Object.fromEntries(rows.filter((row) => row.category === 'Gift Card').map((row) => [row.name, [row.price, row.buys]]));
    expect(giftCards).toEqual({
      'Try and Fly Gift Card': [12900, 'try-and-fly/60-minutes'],
      'Fear of Flying Gift Card': [29500, 'fear-of-flying/4-hour-course'],
      'Intro to Airbus Gift Card': [14900, 'intro-to-the-airbus/60-minutes'],
      'Scenario Flight Gift Card': [14900, 'scenario-flight/weather-challenge'],
      'Home Sim Coaching Gift Card': [5900, 'home-sim-coaching/starter-session'],
      'Discovery Flight Gift Card': [8900, 'discovery-flight/30-minutes'],
      'Aspiring Pilot Gift Card': [14900, 'aspiring-pilot/60-minutes'],
      'Full Experience Gift Card': [14900, 'full-experience/60-minutes'],
      'Extended Adventure Gift Card': [19900, 'extended-adventure/90-minutes'],
      'Ultimate Session Gift Card': [24900, 'ultimate-session/120-minutes'],
      '£50 Gift Card': [5000, null],
      '£100 Gift Card': [10000, null],
    });
    const training = Object.fromEntries(rows.filter((row) => row.category === 'Training').map((row) => [row.name, row.price]));
    expect(training).toEqual({ 'Starter Session': 5900, 'Skill Builder Package': 19900, 'Mastery Program': 49900 });
    expect(rows.filter((row) => row.category === 'Merchandise').length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the owner’s edits and does not bring back a product the owner deleted', async () => {
    const edited = extra('Seeded Poster');
    const deleted = extra('Seeded Keyring');
    expect(await seedProducts(dataSource, [edited, deleted])).toEqual([edited.name, deleted.name]);
    await dataSource.query(`UPDATE product SET price = 2500 WHERE name = $1`, [edited.name]);
    await dataSource.query(`UPDATE product SET deleted_at = now() WHERE name = $1`, [deleted.name]);

    expect(await seedProducts(dataSource, [edited, deleted])).toEqual([]);
    expect(await named(edited.name)).toEqual([expect.objectContaining({ price: 2500, deleted_at: null })]);
    expect(await named(deleted.name)).toEqual([expect.objectContaining({ deleted_at: expect.any(Date) })]);
  });

  it('is safe to run twice at once', async () => {
    const product = extra('Seeded Cap');
    const [first, second] = await Promise.all([seedProducts(dataSource, [product]), seedProducts(dataSource, [product])]);
    expect([...first, ...second]).toEqual([product.name]);
    expect(await named(product.name)).toHaveLength(1);
  });
});
