import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A cell of a day's table: on a phone each row is a card and each cell a line of it. */
export const cellClasses = 'px-2 py-1.5 align-top narrow:block narrow:px-0 narrow:py-0.5';
/** On a phone each cell says what it is, since the header row is hidden. */
export const labelledCellClasses = `${cellClasses} narrow:before:mr-1 narrow:before:font-semibold narrow:before:text-navy-500 narrow:before:content-[attr(data-label)]`;

interface DayTableProps {
  /** The table's accessible name, e.g. "Bookings on Wed 2 Dec 2026". */
  label: string;
  headings: string[];
  className?: string;
  /** Its rows. */
  children: ReactNode;
}

/** A staff table of one day (the day sheet, the waitlist): a row a person, its header row hidden on a phone. */
export function DayTable({ label, headings, className, children }: DayTableProps) {
  return (
    <table className={clsx('w-full border-collapse text-left text-sm narrow:block', className)} aria-label={label}>
      <thead className="narrow:hidden">
        <tr className="text-navy-600">
          {headings.map((heading) => (
            <th key={heading} scope="col" className="px-2 py-1.5 font-semibold">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="narrow:grid narrow:gap-3">{children}</tbody>
    </table>
  );
}
