import type { ReactNode } from 'react';
import { SkyBackdrop } from '../../../components/ui/sky-backdrop';

/** A closing call to action on a night-sky band. */
export function CtaBand({ id, title, children, actions }: { id?: string; title: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <section id={id} aria-label={title} className="relative isolate scroll-mt-24 overflow-hidden text-white">
      <SkyBackdrop />
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:py-24 lg:px-8">
        <h2 className="text-3xl sm:text-4xl">{title}</h2>
        {children ? <div className="mx-auto mt-5 max-w-2xl text-lg text-navy-100">{children}</div> : null}
        <div className="mt-10 flex flex-wrap justify-center gap-4">{actions}</div>
      </div>
    </section>
  );
}
