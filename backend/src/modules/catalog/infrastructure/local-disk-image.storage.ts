import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import type { ImageStorage } from '../application/catalog.ports';
import type { ImageVariant } from '../domain/product-image';

/**
 * Keeps uploaded images in UPLOADS_DIR/products as `<uuid>-w<width>.webp`, served by the API at /uploads with a
 * year-long cache (the name is a fresh UUID, so a file never changes). An object-storage adapter can replace it.
 */
@Injectable()
export class LocalDiskImageStorage implements ImageStorage {
  constructor(private readonly config: AppConfig) {}

  async save(variants: ImageVariant[]): Promise<string> {
    const folder = join(this.config.UPLOADS_DIR, 'products');
    const id = randomUUID();
    await mkdir(folder, { recursive: true });
    const paths = await Promise.all(
      variants.map(async ({ width, bytes }) => {
        const name = `${id}-w${width}.webp`;
        await writeFile(join(folder, name), bytes, { flag: 'wx', mode: 0o644 });
        return `/uploads/products/${name}`;
      }),
    );
    return paths[paths.length - 1];
  }
}
