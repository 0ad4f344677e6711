import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import type { ImageStorage } from '../application/catalog.ports';
import { IMAGE_EXTENSION, ImageType } from '../domain/product-image';

/**
 * Keeps uploaded images in UPLOADS_DIR/products, served by the API at /uploads with a year-long cache
 * (the name is a fresh UUID, so a file never changes). An object-storage adapter can replace it.
 */
@Injectable()
export class LocalDiskImageStorage implements ImageStorage {
  constructor(private readonly config: AppConfig) {}

  async save(bytes: Uint8Array, type: ImageType): Promise<string> {
    const folder = join(this.config.UPLOADS_DIR, 'products');
    const name = `${randomUUID()}.${IMAGE_EXTENSION[type]}`;
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, name), bytes, { flag: 'wx', mode: 0o644 });
    return `/uploads/products/${name}`;
  }
}
