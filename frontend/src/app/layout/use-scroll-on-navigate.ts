import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every navigation starts at the top of the page, or glides to its #hash target (docs/product.md, Pages). The page the visitor
 * arrived on is left where the browser put it (the top, its #hash, or where a reload left off): scrolling it again
 * would lose a reloaded reader's place and force a layout while the page hydrates.
 */
export function useScrollOnNavigate() {
  const { key, hash } = useLocation();
  const placed = useRef(key);
  useEffect(() => {
    if (placed.current === key) return;
    placed.current = key;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth' });
    else window.scrollTo(0, 0);
  }, [key, hash]);
}
