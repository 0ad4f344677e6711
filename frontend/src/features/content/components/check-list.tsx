import { clsx } from 'clsx';
import { CircleCheck } from 'lucide-react';

export function CheckList({ items, columns = 1, tone = 'light' }: { items: readonly string[]; columns?: 1 | 2; tone?: 'light' | 'dark' }) {
  return (
    <ul className={clsx('grid gap-4', columns === 2 && 'sm:grid-cols-2')}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden className={clsx('mt-0.5 size-5 shrink-0', tone === 'dark' ? 'text-accent' : 'text-emerald-600')} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
