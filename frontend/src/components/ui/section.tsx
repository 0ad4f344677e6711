import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

const tones = {
  light: 'bg-white text-navy-900',
  muted: 'bg-navy-50 text-navy-900',
  dark: 'bg-navy-900 text-white',
};

/** The eyebrow's accent must reach 4.5:1 contrast: a darker amber on light backgrounds. */
const eyebrowTones = {
  light: 'text-amber-700',
  muted: 'text-amber-700',
  dark: 'text-accent-strong',
};

interface SectionProps {
  /** Anchor for hash links such as /#contact. */
  id?: string;
  title?: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}

export function Section({ id, title, eyebrow, intro, tone = 'light', className, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={clsx('scroll-mt-24 py-16 sm:py-24', tones[tone], className)}
    >
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        {eyebrow ? <p className={clsx('mb-3 text-sm font-semibold tracking-[0.2em] uppercase', eyebrowTones[tone])}>{eyebrow}</p> : null}
        {title ? (
          <h2 id={headingId} className="text-3xl sm:text-4xl">
            {title}
          </h2>
        ) : null}
        {intro ? <div className="mt-4 max-w-3xl text-lg opacity-80">{intro}</div> : null}
        <div className={clsx((title || intro) && 'mt-10')}>{children}</div>
      </div>
    </section>
  );
}
