import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every navigation starts at the top of the page, or glides to its #hash target (docs/product.md, Pages). The page the visitor
 * arrived on is left where the browser put it (the top, its #hash, or where a reload left off): scrolling it again
 * would lose a reloaded reader's place and force a layout while the page hydrates. A change of the query string alone
 * is the same page keeping its state in the address (the booking form's choices), so it stays where it is.
 */
export function useScrollOnNavigate() {
  const { key, hash, pathname } = useLocation();
  const placed = useRef(key);
  const placedPath = useRef(pathname);
  useEffect(() => {
    if (placed.current === key) return;
    placed.current = key;
    const samePage = placedPath.current === pathname;
    placedPath.current = pathname;
    if (samePage && !hash) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth' });
    else window.scrollTo(0, 0);
  }, [key, hash, pathname]);
}
