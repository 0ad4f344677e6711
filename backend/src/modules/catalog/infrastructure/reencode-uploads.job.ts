import 'reflect-metadata';
import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../../shared/config/app-config';
import { dataSourceOptions } from '../../../shared/database/data-source-options';
import type { ImageEncoder, ImageStorage } from '../application/catalog.ports';
import { detectImageType, PRODUCT_IMAGE_WIDTHS, STORED_IMAGE } from '../domain/product-image';
import { LocalDiskImageStorage } from './local-disk-image.storage';
import { SharpImageEncoder } from './sharp-image.encoder';

/**
 * One-off job for images uploaded before uploads were re-encoded: each stored file that is not one of our WebP
 * sizes is re-encoded (or, if it does not decode, dropped), the products pointing at it follow, and the
 * original is deleted so it is never served again. Safe to run twice. `node backend/dist/modules/catalog/infrastructure/reencode-uploads.job.js`
 */
export async function reencodeUploads(
  dataSource: DataSource,
  uploadsDir: string,
  encoder: ImageEncoder,
  storage: ImageStorage,
): Promise<{ reencoded: number; dropped: number }> {
  const folder = join(uploadsDir, 'products');
  const names = await readdir(folder).catch(() => [] as string[]);
  const counts = { reencoded: 0, dropped: 0 };
  for (const name of names) {
    const path = `/uploads/products/${name}`;
    if (STORED_IMAGE.test(path)) continue;
    const bytes = await readFile(join(folder, name));
    const variants = detectImageType(bytes) ? await encoder.webp(bytes, PRODUCT_IMAGE_WIDTHS).catch(() => null) : null;
    const replacement = variants ? await storage.save(variants) : null;
    await dataSource.query(`UPDATE "product" SET "image" = $1 WHERE "image" = $2`, [replacement, path]);
    await unlink(join(folder, name));
    counts[replacement ? 'reencoded' : 'dropped'] += 1;
  }
  return counts;
}

if (require.main === module) {
  const config = loadConfig();
  const dataSource = new DataSource(dataSourceOptions(config));
  dataSource
    .initialize()
    .then(() => reencodeUploads(dataSource, config.UPLOADS_DIR, new SharpImageEncoder(), new LocalDiskImageStorage(config)))
    .then(({ reencoded, dropped }) => console.log(`Re-encoded ${reencoded} image(s), dropped ${dropped} that did not decode.`))
    .then(() => dataSource.destroy())
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
