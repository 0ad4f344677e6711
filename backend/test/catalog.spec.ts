import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { IMAGE_STORAGE } from '../src/modules/catalog/application/catalog.ports';
import { ProductService } from '../src/modules/catalog/application/product.service';
import { reencodeUploads } from '../src/modules/catalog/infrastructure/reencode-uploads.job';
import { SharpImageEncoder } from '../src/modules/catalog/infrastructure/sharp-image.encoder';
import { adminAgent, customerAgent, type Agent } from './auth';
import { createTestApp } from './test-app';
import { waitUntil } from './wait-until';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('catalog: /api/products', () => {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'skyward-uploads-'));
  const run = Date.now().toString(36);
  let app: NestExpressApplication;
  let admin: Agent;
  let count = 0;
  /** Unique names, so that the suite leaves other tests' products alone in the shared test database. */
  const uniqueName = (label: string) => `${label} ${run}-${++count}`;
  const validProduct = (overrides: Record<string, unknown> = {}) => ({
    name: uniqueName('Test Mug'),
    description: 'A mug for the pre-flight coffee.',
    price: 1250,
    category: 'Merchandise',
    ...overrides,
  });
  const productRows = async () => Number((await app.get(DataSource).query(`SELECT count(*) AS n FROM product`))[0].n);
  const storedFiles = () => (existsSync(join(uploadsDir, 'products')) ? readdirSync(join(uploadsDir, 'products')) : []);
  const create = async (overrides: Record<string, unknown> = {}) =>
    (await admin.post('/api/products').send(validProduct(overrides)).expect(201)).body;

  beforeAll(async () => {
    app = await createTestApp({ UPLOADS_DIR: uploadsDir });
    admin = await adminAgent(app);
  });
  afterAll(() => app.close());

  describe('GET /api/products (public)', () => {
    it('lists active products only, cheapest first, with the public fields', async () => {
      const active = await create({ price: 999 });
      const inactive = await create({ active: false });
      const response = await request(app.getHttpServer()).get('/api/products').expect(200);
      const ids = response.body.map((product: { id: string }) => product.id);
      expect(ids).toContain(active.id);
      expect(ids).not.toContain(inactive.id);
      expect(response.body.find((product: { id: string }) => product.id === active.id)).toEqual({
        id: active.id,
        name: active.name,
        description: 'A mug for the pre-flight coffee.',
        price: 999,
        image: null,
        category: 'Merchandise',
        active: true,
        giftFor: null,
      });
      const prices = response.body.map((product: { price: number }) => product.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('says which experience option a gift card buys (null for a money card), for the shop to group it by', async () => {
      const card = await create({ name: uniqueName('Try and Fly Gift Card'), category: 'Gift Card', price: 12_900 });
      const money = await create({ name: uniqueName('Gift Card £50'), category: 'Gift Card', price: 5_000 });
      await app.get(DataSource).query(`UPDATE product SET gift_experience_id = 'try-and-fly', gift_option_id = '60-minutes' WHERE id = $1`, [card.id]);
      const all = (await admin.get('/api/products/all').expect(200)).body as { id: string; giftFor: unknown }[];
      expect(all.find((product) => product.id === card.id)?.giftFor).toEqual({ experienceId: 'try-and-fly', optionId: '60-minutes' });
      expect(all.find((product) => product.id === money.id)?.giftFor).toBeNull();
    });

    it('is not rate limited like the other routes (the shop and every cart load read it)', async () => {
      const statuses = await Promise.all(Array.from({ length: 30 }, () => request(app.getHttpServer()).get('/api/products')));
      expect(statuses.every((response) => response.status === 200)).toBe(true);
    });
  });

  describe('staff routes', () => {
    const staffRoutes: { method: 'get' | 'post' | 'patch' | 'delete'; path: string; body?: object }[] = [
      { method: 'get', path: '/api/products/all' },
      { method: 'post', path: '/api/products', body: { name: 'Sneaky', description: 'x', price: 100, category: 'Merchandise' } },
      { method: 'patch', path: '/api/products/6a1f9d8e-0c4b-4c1e-9d3a-2b7e5f8a9c10', body: { price: 1 } },
      { method: 'delete', path: '/api/products/6a1f9d8e-0c4b-4c1e-9d3a-2b7e5f8a9c10' },
      { method: 'post', path: '/api/products/upload-image', body: { image: dataUrl(PNG), filename: 'a.png' } },
    ];

    it.each(staffRoutes)('refuses $method $path to a visitor (401) and to a customer (403), changing nothing', async ({ method, path, body }) => {
      const before = await productRows();
      const files = storedFiles().length;
      const call = (agent: Agent | ReturnType<typeof request>) => {
        const pending = agent[method](path);
        return body ? pending.send(body) : pending;
      };
      const anonymous = await call(request(app.getHttpServer()));
      expect(anonymous.status).toBe(401);
      const customer = await call(await customerAgent(app));
      expect(customer.status).toBe(403);
      expect(customer.body.code).toBe('AUTH.FORBIDDEN');
      expect(await productRows()).toBe(before);
      expect(storedFiles()).toHaveLength(files);
    });

    it('creates a product with the defaults (active, no image) and trims its text', async () => {
      const response = await admin
        .post('/api/products')
        .send({ name: `  ${uniqueName('Logbook')}  `, description: ' A logbook. ', price: 1499, category: 'Merchandise', image: '' })
        .expect(201);
      expect(response.body).toMatchObject({ description: 'A logbook.', price: 1499, image: null, active: true });
      expect(response.body.name).not.toMatch(/^\s|\s$/);
      const all = await admin.get('/api/products/all').expect(200);
      expect(all.body[0]).toEqual(response.body);
    });

    it('lists inactive products to staff with /all', async () => {
      const inactive = await create({ active: false });
      const all = await admin.get('/api/products/all').expect(200);
      expect(all.body.find((product: { id: string }) => product.id === inactive.id)).toMatchObject({ active: false });
    });

    it.each([
      ['a negative price', { price: -100 }, 'Price must be at least £0.01'],
      ['a zero price', { price: 0 }, 'Price must be at least £0.01'],
      ['fractional pence', { price: 12.5 }, 'Price must be a whole number of pence'],
      ['a price in text', { price: '12.50' }, 'Price must be a whole number of pence'],
      ['a price that is not a number', { price: 'lots' }, 'Price must be a whole number of pence'],
      ['an absurd price (over £100,000)', { price: 10_000_001 }, 'Price must be at most £100,000.00'],
      ['an empty name', { name: '   ' }, 'Name is required'],
      ['no name', { name: undefined }, 'Name is required'],
      ['an empty description', { description: '' }, 'Description is required'],
      ['an unknown category', { category: 'Boats' }, 'Category must be one of: Simulator Experience, Gift Card, Training, Merchandise'],
      ['a remote image', { image: 'https://tracker.example/pixel.png' }, 'Image must be a path on this site'],
      ['an unknown field', { featured: true }, 'The request holds a field this form does not take.'],
    ])('refuses to create one with %s (400) and stores nothing', async (_label, overrides, message) => {
      const before = await productRows();
      const response = await admin.post('/api/products').send(validProduct(overrides)).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'REQUEST.VALIDATION_FAILED' });
      expect(response.body.message).toContain(message);
      expect(await productRows()).toBe(before);
    });

    it('refuses a second product with the same name (409), whatever its case', async () => {
      const first = await create();
      const response = await admin.post('/api/products').send(validProduct({ name: first.name.toUpperCase() })).expect(409);
      expect(response.body.code).toBe('CATALOG.PRODUCT_NAME_TAKEN');
    });

    it('updates some fields and leaves the others', async () => {
      const product = await create({ image: '/images/products/skyward-mug.svg' });
      const response = await admin.patch(`/api/products/${product.id}`).send({ price: 1300, active: false }).expect(200);
      expect(response.body).toEqual({ ...product, price: 1300, active: false });
      const cleared = await admin.patch(`/api/products/${product.id}`).send({ image: null }).expect(200);
      expect(cleared.body.image).toBeNull();
      const publicIds = (await request(app.getHttpServer()).get('/api/products')).body.map((item: { id: string }) => item.id);
      expect(publicIds).not.toContain(product.id);
    });

    it.each([
      ['a negative price', { price: -1 }],
      ['fractional pence', { price: 0.5 }],
      ['an absurd price', { price: 1e12 }],
      ['a null name', { name: null }],
      ['an empty name', { name: '' }],
      ['an unknown category', { category: 'Spaceships' }],
      ['active as text', { active: 'yes' }],
    ])('refuses an update with %s (400) and changes nothing', async (_label, changes) => {
      const product = await create();
      await admin.patch(`/api/products/${product.id}`).send(changes).expect(400);
      const stored = (await admin.get('/api/products/all')).body.find((item: { id: string }) => item.id === product.id);
      expect(stored).toEqual(product);
    });

    it('answers 404 with a code for an unknown or malformed id', async () => {
      for (const id of ['6a1f9d8e-0c4b-4c1e-9d3a-2b7e5f8a9c10', 'not-a-uuid', '1%20OR%201=1']) {
        const patch = await admin.patch(`/api/products/${id}`).send({ price: 100 }).expect(404);
        expect(patch.body).toMatchObject({ statusCode: 404, code: 'CATALOG.PRODUCT_NOT_FOUND' });
        const remove = await admin.delete(`/api/products/${id}`).expect(404);
        expect(remove.body.code).toBe('CATALOG.PRODUCT_NOT_FOUND');
      }
    });

    it('deletes a product: gone from both lists, a second delete is 404, and its name can be used again', async () => {
      const product = await create();
      await admin.delete(`/api/products/${product.id}`).expect(204);
      expect((await admin.get('/api/products/all')).body.map((item: { id: string }) => item.id)).not.toContain(product.id);
      expect((await request(app.getHttpServer()).get('/api/products')).body.map((item: { id: string }) => item.id)).not.toContain(product.id);
      await admin.delete(`/api/products/${product.id}`).expect(404);
      await admin.patch(`/api/products/${product.id}`).send({ price: 100 }).expect(404);
      await admin.post('/api/products').send(validProduct({ name: product.name })).expect(201);
    });
  });

  describe('POST /api/products/upload-image', () => {
    it('re-encodes a photo to WebP at three widths under a generated name, served from /uploads with a long cache; the original is not kept', async () => {
      const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#336699' } }).png().toBuffer();
      const response = await admin
        .post('/api/products/upload-image')
        .send({ image: dataUrl(photo), filename: '../../etc/evil name.png' })
        .expect(201);
      expect(response.body.imagePath).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-w960\.webp$/);
      const id = /([0-9a-f-]{36})/.exec(response.body.imagePath)![1];
      expect(storedFiles().filter((name) => name.startsWith(id)).sort()).toEqual([`${id}-w320.webp`, `${id}-w640.webp`, `${id}-w960.webp`]);
      const served = await request(app.getHttpServer()).get(`/uploads/products/${id}-w960.webp`).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 960, height: 720 });

      const product = await create({ image: response.body.imagePath });
      expect(product.image).toBe(response.body.imagePath);
    });

    it('never enlarges a small image', async () => {
      const small = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#000000' } }).jpeg().toBuffer();
      const response = await admin.post('/api/products/upload-image').send({ image: dataUrl(small, 'image/jpeg'), filename: 'a.jpg' }).expect(201);
      expect(response.body.imagePath).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-w200\.webp$/);
    });

    it('refuses a file that starts like an image but does not decode, storing nothing', async () => {
      const before = storedFiles().length;
      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
      const response = await admin.post('/api/products/upload-image').send({ image: dataUrl(gif, 'image/png'), filename: 'a.png' }).expect(400);
      expect(response.body.code).toBe('CATALOG.NOT_AN_IMAGE');
      expect(storedFiles()).toHaveLength(before);
    });

    it('re-encodes images uploaded before (one-off job): products follow, originals are deleted', async () => {
      const folder = join(uploadsDir, 'products');
      mkdirSync(folder, { recursive: true });
      const oldName = '0b0e7d36-3f0a-4b8e-9d61-6a2f3c1d2e4f.png';
      writeFileSync(join(folder, oldName), await sharp({ create: { width: 700, height: 500, channels: 3, background: '#ffaa00' } }).png().toBuffer());
      writeFileSync(join(folder, 'broken.gif'), Buffer.from('GIF89a'));
      const product = await create({ name: 'Old Upload Mug', image: `/uploads/products/${oldName}` });

      const counts = await reencodeUploads(app.get(DataSource), uploadsDir, new SharpImageEncoder(), app.get(IMAGE_STORAGE));
      expect(counts).toEqual({ reencoded: 1, dropped: 1 });
      const [row] = await app.get(DataSource).query(`SELECT "image" FROM "product" WHERE "id" = $1`, [product.id]);
      expect(row.image).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-w640\.webp$/);
      expect(storedFiles()).not.toContain(oldName);
      expect(storedFiles()).not.toContain('broken.gif');
      expect(await reencodeUploads(app.get(DataSource), uploadsDir, new SharpImageEncoder(), app.get(IMAGE_STORAGE))).toEqual({ reencoded: 0, dropped: 0 });
    });

    it.each([
      ['a text file disguised as .png', { image: dataUrl(Buffer.from('I am not a picture'), 'image/png'), filename: 'photo.png' }, 400, 'CATALOG.NOT_AN_IMAGE', 'Please select an image file'],
      ['an SVG (it can carry script)', { image: dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'), filename: 'a.svg' }, 400, 'CATALOG.NOT_AN_IMAGE', 'Please select an image file'],
      ['an image over 2 MB', { image: dataUrl(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])), filename: 'big.png' }, 400, 'CATALOG.IMAGE_TOO_LARGE', 'Image must be smaller than 2MB'],
      ['a 3 MB image (over the request limit)', { image: dataUrl(Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])), filename: 'huge.png' }, 413, 'REQUEST.TOO_LARGE', 'too large'],
      ['a data URL that is not base64', { image: 'data:image/png,%89PNG%0D%0A', filename: 'a.png' }, 400, 'CATALOG.IMAGE_NOT_BASE64', 'base64'],
      ['broken base64', { image: 'data:image/png;base64,iVBOR!!w0KGgo=', filename: 'a.png' }, 400, 'CATALOG.IMAGE_NOT_BASE64', 'base64'],
      ['no image', { filename: 'a.png' }, 400, 'REQUEST.VALIDATION_FAILED', 'Please select an image file'],
    ])('refuses %s with a clear 4xx and stores nothing', async (_label, body, status, code, message) => {
      const before = storedFiles().length;
      const response = await admin.post('/api/products/upload-image').send(body);
      expect(response.status).toBe(status);
      expect(response.body.code).toBe(code);
      expect(response.body.message).toContain(message);
      expect(storedFiles()).toHaveLength(before);
    });
  });

  describe('the shop list kept in memory', () => {
    it('shows a write through this API at once, and another instance\'s write within PRODUCT_CACHE_TTL_MS', async () => {
      const other = await createTestApp({ UPLOADS_DIR: uploadsDir, PRODUCT_CACHE_TTL_MS: '400' });
      try {
        const otherAdmin = await adminAgent(other);
        const shop = () => request(other.getHttpServer()).get('/api/products').expect(200);
        const priceIn = (body: { id: string; price: number }[], id: string) => body.find((item) => item.id === id)?.price;
        const product = (await otherAdmin.post('/api/products').send(validProduct({ price: 1000 })).expect(201)).body;
        expect(priceIn((await shop()).body, product.id)).toBe(1000);

        await admin.patch(`/api/products/${product.id}`).send({ price: 2000 }).expect(200);
        expect(priceIn((await shop()).body, product.id)).toBe(1000);
        await waitUntil(async () => priceIn((await shop()).body, product.id) === 2000, 5_000, 'the new price once the TTL passed');

        await otherAdmin.patch(`/api/products/${product.id}`).send({ price: 3000 }).expect(200);
        expect(priceIn((await shop()).body, product.id)).toBe(3000);
      } finally {
        await other.close();
      }
    });
  });

  describe('ProductService (used by orders)', () => {
    it('finds the active products among ids, leaving out unknown, inactive, deleted and malformed ids', async () => {
      const active = await create();
      const inactive = await create({ active: false });
      const deleted = await create();
      await admin.delete(`/api/products/${deleted.id}`).expect(204);
      const found = await app
        .get(ProductService)
        .findActiveByIds([active.id, active.id, inactive.id, deleted.id, 'nope', '00000000-0000-4000-8000-000000000000']);
      expect(found.map((product) => product.id)).toEqual([active.id]);
    });
  });
});
