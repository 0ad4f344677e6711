import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

const variants = {
  accent: 'bg-accent text-navy-950',
  muted: 'bg-navy-100 text-navy-700',
};

export function Badge({ variant = 'accent', className, ...props }: ComponentProps<'span'> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
