import { clsx } from 'clsx';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import type { Programme } from '../data/types';
import { CardGrid } from './card-grid';
import { CheckList } from './check-list';

/** An enquiry-only programme: no price, a button that asks for details. */
function ProgrammeCard({ item }: { item: Programme }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-2xl border border-navy-100 bg-white p-7 shadow-sm">
      <h3 id={headingId} className="text-xl">
        {item.name}
      </h3>
      {item.duration ? (
        <p className="mt-2 flex items-center gap-2 text-sm font-semibold text-navy-600">
          <Clock aria-hidden className="size-4 text-navy-400" />
          {item.duration}
        </p>
      ) : null}
      <p className="mt-4 text-navy-700">{item.description}</p>
      <div className="mt-6 flex-1 text-sm">
        <CheckList items={item.features} />
      </div>
      <ButtonLink to={item.cta.to} variant="secondary" aria-describedby={headingId} className="mt-8 w-full">
        {item.cta.label}
      </ButtonLink>
    </article>
  );
}

/** Programme cards side by side: three to a row, four when there are four (as PackageGrid lays out packages). */
export function ProgrammeGrid({ items }: { items: Programme[] }) {
  const columns = items.length === 4 ? 'sm:grid-cols-2 xl:grid-cols-4' : 'lg:grid-cols-3';
  return <CardGrid items={items} Card={ProgrammeCard} className={clsx('grid gap-8', columns)} />;
}
