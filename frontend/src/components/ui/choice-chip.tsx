import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

/** A radio button or checkbox drawn as a bordered chip around its label, the border dark while it is checked. */
export function ChoiceChip({ children, ...input }: ComponentProps<'input'> & { children: ReactNode }) {
  return (
    <label
      className={clsx(
        'flex items-center gap-2 rounded-md border-2 border-navy-200 bg-white px-3 py-2 has-checked:border-navy-900',
        input.disabled ? 'cursor-not-allowed text-navy-400' : 'cursor-pointer',
      )}
    >
      <input {...input} />
      {children}
    </label>
  );
}
