import { format, isValid, parseISO } from 'date-fns';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatPence } from '../../../lib/money';

/** A saved day ('2026-05-02') as the page writes it: '2 May 2026'. */
export const longDate = (value: string) => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMMM yyyy') : value;
};

const poundsFromText = (amount: string) => formatPence(Math.round(Number(amount) * 100));

interface ConfirmationLayoutProps {
  /** The heading: what happened. */
  title: string;
  reference?: string;
  email: string;
  /** The summary card's heading, what it lists, and the total line under it (the total in pounds, as saved). */
  summaryTitle: string;
  summary: ReactNode;
  totalLabel: string;
  totalAmount: string;
  /** The cards between the summary and the way back. */
  children: ReactNode;
}

/**
 * What an order's and a booking's confirmations share: the heading with the reference and where the e-mail went, the
 * summary card and its total, and the links home and to book again.
 */
export function ConfirmationLayout({
  title,
  reference,
  email,
  summaryTitle,
  summary,
  totalLabel,
  totalAmount,
  children,
}: ConfirmationLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A screen reader (and the keyboard) starts at what was bought, not at the header the payment left behind.
  useEffect(() => heading.current?.focus(), []);
  return (
    // A long single-word name or e-mail wraps instead of widening the page.
    <div className="[overflow-wrap:anywhere]">
      <section className="bg-navy-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <CheckCircle2 aria-hidden className="mx-auto mb-6 size-16 text-accent" />
          <h1 ref={heading} tabIndex={-1} className="text-4xl outline-none sm:text-5xl">
            {title}
          </h1>
          {reference ? (
            <p className="mt-4 text-lg text-navy-100">
              Reference <strong className="font-mono tracking-wider text-white">{reference}</strong>
            </p>
          ) : null}
          <p className="mt-4 text-lg text-navy-100 [overflow-wrap:anywhere]">
            A confirmation email has been sent to <strong className="text-white">{email}</strong>.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12">
        <Card>
          <h2 className="text-2xl">{summaryTitle}</h2>
          {summary}
          <p className="mt-4 flex justify-between border-t-2 border-navy-900 pt-4 text-lg font-bold">
            <span>{totalLabel}</span>
            <span className="shrink-0 whitespace-nowrap">{poundsFromText(totalAmount)}</span>
          </p>
        </Card>

        {children}

        <div className="flex flex-wrap justify-center gap-4">
          <ButtonLink to="/" variant="secondary" size="lg">
            BACK TO HOME
          </ButtonLink>
          <ButtonLink to="/book-flight" size="lg">
            BOOK ANOTHER EXPERIENCE
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
