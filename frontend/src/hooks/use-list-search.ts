import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A paginated staff list's search box and page: `query` asks for the page shown, with `q` once typing pauses; a new
 * search, or a filter set through `filter`, goes back to the first page.
 */
export function useListSearch(pageSize: number) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  /** A filter's change handler: sets it and shows the first page of what it finds. */
  const filter =
    <Value>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };
  return { search, setSearch: filter(setSearch), q, setPage, filter, query: { page, pageSize, ...(q ? { q } : {}) } };
}
