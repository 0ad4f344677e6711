import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { ImageEncoder } from '../application/catalog.ports';
import type { ImageVariant } from '../domain/product-image';

/** WebP sizes with sharp: EXIF orientation applied, metadata dropped, never enlarged, first frame of an animation. */
@Injectable()
export class SharpImageEncoder implements ImageEncoder {
  async webp(bytes: Uint8Array, widths: readonly number[]): Promise<ImageVariant[]> {
    const image = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    const { width: original = 0 } = await image.metadata();
    const fitting = widths.filter((width) => width <= original);
    const chosen = fitting.length ? fitting : [Math.min(original, widths[0])];
    return Promise.all(
      chosen.map(async (width) => ({
        width,
        bytes: await image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      })),
    );
  }
}
