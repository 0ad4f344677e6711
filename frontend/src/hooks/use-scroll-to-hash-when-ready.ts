import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A deep link's #hash names something the page shows only once its data has loaded (a shop product, the booking form):
 * when `ready` turns true the target is scrolled into view (docs/product.md, Pages: a #hash target is scrolled to).
 */
export function useScrollToHashWhenReady(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const frame = requestAnimationFrame(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [ready, hash]);
}
