import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ProductService } from '../src/modules/catalog/application/product.service';
import { adminAgent, customerAgent, type Agent } from './auth';
import { createTestApp } from './test-app';

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
      });
      const prices = response.body.map((product: { price: number }) => product.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
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
      ['an unknown field', { featured: true }, 'property featured should not exist'],
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
    it('stores a PNG under a generated name and serves it from /uploads with a long cache', async () => {
      const response = await admin
        .post('/api/products/upload-image')
        .send({ image: dataUrl(PNG), filename: '../../etc/evil name.png' })
        .expect(201);
      expect(response.body.imagePath).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/);
      const served = await request(app.getHttpServer()).get(response.body.imagePath).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

      const product = await create({ image: response.body.imagePath });
      expect(product.image).toBe(response.body.imagePath);
    });

    it('names the file by its content, not by the declared type', async () => {
      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
      const response = await admin.post('/api/products/upload-image').send({ image: dataUrl(gif, 'image/png'), filename: 'a.png' }).expect(201);
      expect(response.body.imagePath).toMatch(/\.gif$/);
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
        await new Promise((resolve) => setTimeout(resolve, 450));
        expect(priceIn((await shop()).body, product.id)).toBe(2000);

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
