import { clsx } from 'clsx';
import { Plane } from 'lucide-react';
import { useState } from 'react';

/** A product's picture, or a neutral placeholder when it has none or it fails to load. */
export function ProductImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div role="img" aria-label={alt} className={clsx('grid place-items-center bg-linear-to-br from-navy-800 to-navy-600 text-accent', className)}>
        <Plane aria-hidden className="size-10" />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} className={clsx('object-cover', className)} />;
}
