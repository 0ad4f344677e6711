import { clsx } from 'clsx';
import type { Fact } from '../data/types';

/** Key facts as label/value pairs, each with its icon. */
export function FactList({ items, tone = 'light', stacked = false }: { items: readonly Fact[]; tone?: 'light' | 'dark'; stacked?: boolean }) {
  return (
    <dl
      className={clsx(
        'grid gap-4',
        !stacked && 'sm:grid-cols-2',
        !stacked && items.length >= 3 && 'lg:grid-cols-3',
        !stacked && items.length === 4 && 'xl:grid-cols-4',
      )}
    >
      {items.map(({ icon: Icon, label, value }) => (
        <div
          key={label}
          className={clsx('relative rounded-2xl p-5 pl-20', tone === 'dark' ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white shadow-sm ring-1 ring-navy-100')}
        >
          <dt className={clsx('text-xs font-semibold tracking-[0.15em] uppercase', tone === 'dark' ? 'text-navy-300' : 'text-navy-600')}>
            <span className="absolute top-5 left-5 grid size-11 place-items-center rounded-full bg-accent text-navy-950">
              <Icon aria-hidden className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="mt-1 font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
