import { Inject, Injectable } from '@nestjs/common';
import { ImageNotBase64Error, ImageTooLargeError, NotAnImageError } from '../domain/catalog.errors';
import { decodeDataUrl, detectImageType, PRODUCT_IMAGE_WIDTHS } from '../domain/product-image';
import { IMAGE_ENCODER, IMAGE_STORAGE, ImageEncoder, ImageStorage } from './catalog.ports';

/** Product photos uploaded by staff: checked by content and size, re-encoded, stored under a name we generate. */
@Injectable()
export class ProductImageService {
  constructor(
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    @Inject(IMAGE_ENCODER) private readonly encoder: ImageEncoder,
  ) {}

  /** Stores the image in a data URL as WebP sizes and returns its public path. The client's file and name are never kept. */
  async upload(dataUrl: string): Promise<string> {
    const decoded = decodeDataUrl(dataUrl);
    if (!decoded.ok) throw decoded.reason === 'too-large' ? new ImageTooLargeError() : new ImageNotBase64Error();
    return this.storage.save(await this.reencode(decoded.bytes));
  }

  /** The image's WebP sizes; NotAnImageError when it is not an accepted image or does not decode. */
  async reencode(bytes: Uint8Array) {
    if (!detectImageType(bytes)) throw new NotAnImageError();
    return this.encoder.webp(bytes, PRODUCT_IMAGE_WIDTHS).catch(() => {
      throw new NotAnImageError();
    });
  }
}
