import { useId, type ReactNode } from 'react';

/** A staff panel tab's content under its heading, which names the section. */
export function TabSection({ title, className = 'grid gap-6', children }: { title: ReactNode; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
