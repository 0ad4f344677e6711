import type { ReactNode } from 'react';
import { SkyBackdrop } from './sky-backdrop';

export interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  eyebrow?: string;
  /** Call-to-action buttons, usually ButtonLinks. */
  actions?: ReactNode;
}

/** The dark opening section of a page, holding its one h1. */
export function PageHero({ title, subtitle, eyebrow, actions }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden text-white">
      <SkyBackdrop />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28 lg:px-8 lg:py-32">
        {eyebrow ? <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p> : null}
        <h1 className="max-w-3xl text-4xl sm:text-5xl lg:text-display">{title}</h1>
        {subtitle ? <p className="mt-6 max-w-2xl text-lg text-navy-100 sm:text-xl">{subtitle}</p> : null}
        {actions ? <div className="mt-10 flex flex-wrap gap-4">{actions}</div> : null}
      </div>
    </section>
  );
}
