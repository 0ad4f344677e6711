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

  it('gives a new install the nine gift cards at the catalogue prices, the coaching packages and merchandise, once', async () => {
    await seedProducts(dataSource);
    expect(await seedProducts(dataSource)).toEqual([]);
    const rows: { name: string; price: number; category: string }[] = await dataSource.query(
      `SELECT name, price, category FROM product WHERE name = ANY($1) AND deleted_at IS NULL`,
      [SEED_PRODUCTS.map((product) => product.name)],
    );
    expect(rows).toHaveLength(SEED_PRODUCTS.length);
    const giftCards = Object.fromEntries(rows.filter((row) => row.category === 'Gift Card').map((row) => [row.name, row.price]));
    expect(giftCards).toEqual({
      'Try and Fly Gift Card': 12900,
      'Fear of Flying Gift Card': 29500,
      'Intro to Airbus Gift Card': 14900,
      'Scenario Flight Gift Card': 14900,
      'Home Sim Coaching Gift Card': 9900,
      'Aspiring Pilot Gift Card': 14900,
      'Full Experience Gift Card': 14900,
      'Extended Adventure Gift Card': 19900,
      'Ultimate Session Gift Card': 24900,
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
