import { Inject, Injectable } from '@nestjs/common';
import { ImageNotBase64Error, ImageTooLargeError, NotAnImageError } from '../domain/catalog.errors';
import { decodeDataUrl, detectImageType } from '../domain/product-image';
import { IMAGE_STORAGE, ImageStorage } from './catalog.ports';

/** Product photos uploaded by staff: checked by content and size, stored under a name we generate. */
@Injectable()
export class ProductImageService {
  constructor(@Inject(IMAGE_STORAGE) private readonly storage: ImageStorage) {}

  /** Stores the image in a data URL and returns its public path. The client's file name is never used. */
  async upload(dataUrl: string): Promise<string> {
    const decoded = decodeDataUrl(dataUrl);
    if (!decoded.ok) throw decoded.reason === 'too-large' ? new ImageTooLargeError() : new ImageNotBase64Error();
    const type = detectImageType(decoded.bytes);
    if (!type) throw new NotAnImageError();
    return this.storage.save(decoded.bytes, type);
  }
}
