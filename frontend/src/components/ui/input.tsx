import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { fieldClasses } from './field-styles';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(fieldClasses, 'h-11', className)} {...props} />;
}
