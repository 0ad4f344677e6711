import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';

const variants = {
  primary: 'bg-accent text-navy-950 shadow-sm hover:bg-accent-strong',
  secondary: 'bg-navy-900 text-white shadow-sm hover:bg-navy-700',
  // Outline and ghost take the surrounding text colour, so they suit light and dark sections alike.
  outline: 'border-2 border-current hover:bg-current/10',
  ghost: 'hover:bg-current/10',
};

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-base',
  icon: 'size-10',
};

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export function buttonClasses({ variant = 'primary', size = 'md' }: ButtonStyle, className?: string) {
  return clsx(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-semibold tracking-wide whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & ButtonStyle) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}

/** A link that looks like a button; paths beginning with / stay in the app. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}
