import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('rounded-xl border border-navy-100 bg-white p-6 text-navy-900 shadow-sm', className)} {...props} />;
}
