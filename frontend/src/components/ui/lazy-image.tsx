import type { ComponentProps } from 'react';
import type { Illustration } from '../../lib/illustrations';

/** An image below the fold: fetched as it nears the viewport, decoded off the main thread, its box reserved by width and height. */
export function LazyImage({ src, alt, width, height, className }: Illustration & Pick<ComponentProps<'img'>, 'className'>) {
  return <img src={src} alt={alt} loading="lazy" decoding="async" width={width} height={height} className={className} />;
}
