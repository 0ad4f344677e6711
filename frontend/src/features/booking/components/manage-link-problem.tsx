import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { site } from '../../../lib/site';

interface ManageLinkProblemProps {
  heading: string;
  /** Why the link did not open, e.g. that it has expired. */
  problem: string;
  /** A sentence after the ways to reach us. */
  note?: string;
  /** What the person can do next, below the text. */
  children?: ReactNode;
}

/** What a manage link from an e-mail shows when it cannot open its booking: why, and how to reach us instead. */
export function ManageLinkProblem({ heading, problem, note, children }: ManageLinkProblemProps) {
  return (
    <Card role="alert" className="grid gap-4">
      <h2 className="text-2xl">{heading}</h2>
      <p>{problem}</p>
      <p>
        We are happy to help: e-mail{' '}
        <a className="font-semibold underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>{' '}
        or call{' '}
        <a className="font-semibold underline" href={site.phone.href}>
          {site.phone.display}
        </a>
        .{note ? ` ${note}` : null}
      </p>
      {children}
    </Card>
  );
}
