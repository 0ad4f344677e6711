import { clsx } from 'clsx';
import type { Feature } from '../data/types';

/** Icon cards; on a dark section they turn translucent. */
export function FeatureGrid({ items, tone = 'light', columns = 3 }: { items: Feature[]; tone?: 'light' | 'dark'; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={clsx(
        'grid gap-6 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map(({ icon: Icon, title, description }) => (
        <li
          key={title}
          className={clsx(
            'rounded-2xl p-6',
            tone === 'dark' ? 'border border-white/10 bg-white/5' : 'border border-navy-100 bg-white shadow-sm',
          )}
        >
          <span
            className={clsx(
              'grid size-12 place-items-center rounded-xl',
              tone === 'dark' ? 'bg-accent/15 text-accent' : 'bg-navy-900 text-accent',
            )}
          >
            <Icon aria-hidden className="size-6" />
          </span>
          <h3 className="mt-5 text-lg">{title}</h3>
          <p className={clsx('mt-2 text-sm leading-relaxed', tone === 'dark' ? 'text-navy-200' : 'text-navy-700')}>{description}</p>
        </li>
      ))}
    </ul>
  );
}
