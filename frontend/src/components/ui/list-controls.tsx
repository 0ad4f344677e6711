import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { Input } from './input';

/** A labelled control among a staff list's filters; `children` draws the control with the id its label names. */
export function ListFilter({ label, className = 'grid gap-1', children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-navy-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Search box (and any filters) above a paginated staff list. */
export function ListSearch({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ListFilter label={label} className="grid min-w-0 flex-1 basis-56 gap-1">
        {(id) => (
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-navy-400" />
            <Input id={id} type="search" className="pl-9" value={value} onChange={(event) => onChange(event.target.value)} />
          </div>
        )}
      </ListFilter>
      {children}
    </div>
  );
}

/** A labelled date box among a staff list's filters. */
export function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <ListFilter label={label}>
      {(id) => <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} className="w-44" />}
    </ListFilter>
  );
}

/** "21–40 of 57" with PREVIOUS / NEXT under a paginated staff list. */
export function Pager({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-navy-600">
      <p>
        {first}–{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          PREVIOUS
        </Button>
        <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onPage(page + 1)}>
          NEXT
        </Button>
      </div>
    </nav>
  );
}

interface PagedListProps<T extends { id: string }> {
  /** One page of the list, as the staff list endpoints return it. */
  list: { items: T[]; page: number; pageSize: number; total: number };
  /** The list's accessible name, e.g. "Orders". */
  label: string;
  pagerLabel: string;
  /** What stands instead of the list when the page is empty, e.g. "No orders match.". */
  empty: ReactNode;
  className: string;
  renderItem: (item: T) => ReactNode;
  onPage: (page: number) => void;
}

/** One page of a staff list with its pager below, or the list's empty text. */
export function PagedList<T extends { id: string }>({ list, label, pagerLabel, empty, className, renderItem, onPage }: PagedListProps<T>) {
  if (list.items.length === 0) return <p className="text-navy-600">{empty}</p>;
  return (
    <div>
      <ul className={className} aria-label={label}>
        {list.items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pager label={pagerLabel} page={list.page} pageSize={list.pageSize} total={list.total} onPage={onPage} />
    </div>
  );
}
