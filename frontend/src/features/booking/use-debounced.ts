import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (what is being typed is looked up when the typing pauses). */
export function useDebounced<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
