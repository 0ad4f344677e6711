import { Button } from '../../../components/ui/button';

export type BookingsView = 'calendar' | 'list';

const VIEWS: { value: BookingsView; label: string }[] = [
  { value: 'calendar', label: 'Week calendar' },
  { value: 'list', label: 'List' },
];

/** BOOKINGS shows the week calendar first (docs/product.md, Staff panel: BOOKINGS), or the list of the next 30 days. */
export function BookingsViewSwitch({ view, onView }: { view: BookingsView; onView: (view: BookingsView) => void }) {
  return (
    <div role="group" aria-label="Bookings view" className="mb-6 inline-flex gap-1 rounded-lg bg-navy-100 p-1">
      {VIEWS.map(({ value, label }) => (
        <Button
          key={value}
          size="sm"
          variant={view === value ? 'secondary' : 'ghost'}
          aria-pressed={view === value}
          onClick={() => onView(value)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
