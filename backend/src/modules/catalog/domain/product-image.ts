/** Image formats the shop accepts, recognised by their first bytes (never by file name or declared type). */
export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Every uploaded image is re-encoded to WebP at these widths (never wider than the original) and stored as
 * `<id>-w<width>.webp`; the original bytes are never kept or served. A product's image is the largest size; the
 * shop's srcset lists the widths up to it (frontend ProductImage follows the same names).
 */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960] as const;

/** The public path of a stored size: `/uploads/products/<id>-w<width>.webp`. */
export const STORED_IMAGE = /^\/uploads\/products\/[0-9a-f-]{36}-w\d+\.webp$/;

/** One re-encoded size of an image. */
export interface ImageVariant {
  width: number;
  bytes: Uint8Array;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type from its magic bytes, or null when the content is not one of the accepted images. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export type DecodedDataUrl = { ok: true; bytes: Buffer } | { ok: false; reason: 'not-base64' | 'too-large' };

const DATA_URL = /^data:[^,;]*(?:;[^,;=]+=[^,;]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes a `data:<type>;base64,<data>` URL. The size is checked from the encoded length first,
 * so an oversized upload is refused without decoding it.
 */
export function decodeDataUrl(dataUrl: string, maxBytes = MAX_IMAGE_BYTES): DecodedDataUrl {
  const prefix = DATA_URL.exec(dataUrl);
  if (!prefix) return { ok: false, reason: 'not-base64' };
  const data = dataUrl.slice(prefix[0].length);
  if (data.length % 4 !== 0 || !BASE64.test(data)) return { ok: false, reason: 'not-base64' };
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if ((data.length / 4) * 3 - padding > maxBytes) return { ok: false, reason: 'too-large' };
  return { ok: true, bytes: Buffer.from(data, 'base64') };
}
