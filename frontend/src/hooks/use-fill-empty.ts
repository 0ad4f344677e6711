import { useEffect, useRef } from 'react';

/**
 * Fills the named fields that are still empty from `values` (a signed-in customer's name and e-mail, docs/product.md
 * Accounts) once they are known. Nothing typed is replaced, and a field the person empties afterwards stays empty.
 * `values` must keep its identity while unchanged (a query's data).
 */
export function useFillEmpty<F extends string>(
  values: Readonly<Record<F, string>> | undefined,
  fields: readonly F[],
  read: (field: F) => string,
  write: (field: F, value: string) => void,
) {
  const access = useRef({ read, write });
  // Runs before the effect below, so it reads the form as last drawn.
  useEffect(() => {
    access.current = { read, write };
  });
  useEffect(() => {
    if (!values) return;
    for (const field of fields) if (values[field] && !access.current.read(field).trim()) access.current.write(field, values[field]);
  }, [values, fields]);
}
