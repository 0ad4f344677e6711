import type { ReactNode } from 'react';

/** One entry of a details list (`<dl>`): the term, muted, and its value. */
export function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-navy-500">{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}
