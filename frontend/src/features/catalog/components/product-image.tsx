import { clsx } from 'clsx';
import { Plane } from 'lucide-react';
import { useState } from 'react';

/** The widths the API stores an upload at, as `<id>-w<width>.webp` (backend domain/product-image.ts). */
const STORED_WIDTHS = [320, 640, 960];
const STORED = /^(\/uploads\/products\/[0-9a-f-]{36})-w(\d+)\.webp$/;

/** The sizes of an uploaded image for `srcset` (every stored width up to the largest), or none for other images. */
export function storedImageSrcSet(src: string): string | undefined {
  const match = STORED.exec(src);
  if (!match) return undefined;
  const largest = Number(match[2]);
  const widths = [...STORED_WIDTHS.filter((width) => width < largest), largest];
  return widths.map((width) => `${match[1]}-w${width}.webp ${width}w`).join(', ');
}

interface ProductImageProps {
  src: string | null;
  alt: string;
  className?: string;
  /** The `sizes` of the slot the picture fills. */
  sizes?: string;
  /** In the first screenful (the page's largest paint): fetched at once and first, not lazily. */
  priority?: boolean;
  /** 'contain' shows the whole picture (staff thumbnails), 'cover' fills the box (the shop). */
  fit?: 'cover' | 'contain';
}

/**
 * A product's picture, or a neutral placeholder when it has none or it fails to load. Its 4:3 box is reserved
 * by width and height, so nothing moves when it arrives.
 */
export function ProductImage({
  src,
  alt,
  className,
  sizes = '(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw',
  priority = false,
  fit = 'cover',
}: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div role="img" aria-label={alt} className={clsx('grid place-items-center bg-linear-to-br from-navy-800 to-navy-600 text-accent', className)}>
        <Plane aria-hidden className="size-10" />
      </div>
    );
  }
  const srcSet = storedImageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={640}
      height={480}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
      className={clsx(fit === 'contain' ? 'bg-navy-50 object-contain' : 'object-cover', className)}
    />
  );
}
