import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { fieldClasses } from './field-styles';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={clsx(fieldClasses, 'py-2', className)} {...props} />;
}
