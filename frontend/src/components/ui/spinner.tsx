import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={clsx('inline-flex', className)}>
      <LoaderCircle aria-hidden className="size-8 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
