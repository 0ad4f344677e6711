import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top of the page, or glides to its #hash target (SPEC section 2). */
export function useScrollOnNavigate() {
  const { key, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth' });
    else window.scrollTo(0, 0);
  }, [key, hash]);
}
