import { clsx } from 'clsx';
import { Plane } from 'lucide-react';
import { site } from '../lib/site';

const [firstWord, ...otherWords] = site.name.split(' ');

/** The Skyward logo: a beacon-amber roundel and the product name as a two-line wordmark. */
export function BrandMark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <span className="inline-flex items-center gap-3 whitespace-nowrap">
      <span
        className={clsx('grid shrink-0 place-items-center rounded-full bg-accent text-navy-950', large ? 'size-16' : 'size-10')}
      >
        <Plane aria-hidden className={large ? 'size-8' : 'size-5'} />
      </span>
      <span className="flex flex-col leading-none">
        <span className={clsx('font-display font-extrabold tracking-[0.2em] uppercase', large ? 'text-4xl' : 'text-xl')}>
          {firstWord}
        </span>{' '}
        <span className={clsx('mt-1 tracking-[0.28em] text-navy-200 uppercase', large ? 'text-sm' : 'text-[0.625rem]')}>
          {otherWords.join(' ')}
        </span>
      </span>
    </span>
  );
}
