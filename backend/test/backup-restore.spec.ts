import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { adminAgent } from './auth';
import { confirmedBooking, weekdayAhead } from './booking-fixtures';
import { dropDatabase } from './drop-database';
import { createTestApp } from './test-app';
import { databaseNameOf, databaseUrlNamed } from './test-databases';

const run = promisify(execFile);
const repoRoot = resolve(__dirname, '../..');
const script = (name: string) => join(repoRoot, 'scripts', name);

/**
 * scripts/backup.sh and scripts/restore.sh (docs/runbook.md, Backups): a site with a paid booking and an uploaded
 * product image is backed up, restored into a new database and uploads folder, and the API started on those serves both.
 */
describe('backup and restore', () => {
  const work = mkdtempSync(join(tmpdir(), 'skyward-backup-'));
  const uploadsDir = join(work, 'uploads');
  const restoredUploadsDir = join(work, 'restored-uploads');
  const restoredName = `${databaseNameOf(process.env.DATABASE_URL as string)}_restored`;
  const restoredUrl = databaseUrlNamed(process.env.DATABASE_URL as string, restoredName);
  const manyHolds = { BOOKING_HOLDS_PER_IP: '100000' };

  beforeAll(() => dropDatabase(restoredUrl));
  afterAll(async () => {
    await dropDatabase(restoredUrl);
    rmSync(work, { recursive: true, force: true });
  });

  it('restores a booking and an uploaded image that the restored API serves', async () => {
    const site = await createTestApp({ UPLOADS_DIR: uploadsDir, ...manyHolds });
    let bookingId: string;
    let imagePath: string;
    let image: Buffer;
    try {
      const admin = await adminAgent(site);
      const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1d4f91' } })
        .png()
        .toBuffer();
      const upload = await admin
        .post('/api/products/upload-image')
        .send({ image: `data:image/png;base64,${photo.toString('base64')}`, filename: 'mug.png' })
        .expect(201);
      imagePath = upload.body.imagePath;
      await admin
        .post('/api/products')
        .send({
          name: `Backup Mug ${Date.now()}`,
          description: 'Restored with the site.',
          price: 1250,
          category: 'Merchandise',
          image: imagePath,
        })
        .expect(201);
      image = (await request(site.getHttpServer()).get(imagePath).expect(200)).body;
      bookingId = (await confirmedBooking(site, { date: weekdayAhead(26), timeSlot: '16:30' })).bookingId;
    } finally {
      await site.close();
    }

    const started = Date.now();
    const backup = await run('bash', [script('backup.sh')], {
      env: { ...process.env, UPLOADS_DIR: uploadsDir, BACKUP_DIR: join(work, 'backups') },
    });
    const folder = backup.stdout.trim().split('\n').pop() as string;
    expect(readdirSync(folder).sort()).toEqual(['MANIFEST', 'SHA256SUMS', 'database.dump', 'uploads.tar.gz']);

    const restoreInto = { ...process.env, DATABASE_URL: restoredUrl, UPLOADS_DIR: restoredUploadsDir };
    await run('bash', [script('restore.sh'), folder], { env: restoreInto });
    console.log(`backup + restore took ${Date.now() - started} ms`);

    // A second restore into the now non-empty database is refused, and leaves it as it was.
    const refused = await run('bash', [script('restore.sh'), folder], { env: restoreInto }).then(
      () => 'restored again',
      (error: { code: number; stderr: string }) => `exit ${error.code}: ${error.stderr.trim()}`,
    );
    expect(refused).toBe(
      `exit 1: Database ${restoredName} already has ${await tableCount(restoredUrl)} tables: not overwritten (restore into a new database, or pass --force).`,
    );

    const restored = await createTestApp({ DATABASE_URL: restoredUrl, UPLOADS_DIR: restoredUploadsDir, ...manyHolds });
    try {
      const staffBookings = (await (await adminAgent(restored)).get('/api/bookings').expect(200)).body;
      expect(staffBookings).toContainEqual(expect.objectContaining({ id: bookingId, status: 'confirmed', timeSlot: '16:30' }));
      const products = (await request(restored.getHttpServer()).get('/api/products').expect(200)).body;
      expect(products).toContainEqual(expect.objectContaining({ image: imagePath, price: 1250 }));
      const served = await request(restored.getHttpServer()).get(imagePath).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(Buffer.compare(served.body, image)).toBe(0);
    } finally {
      await restored.close();
    }
  }, 120_000);
});

async function tableCount(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  await client.end();
  return rows[0].n;
}
