import { formatPence } from '../../../lib/money';
import { useGetStaffOverviewQuery } from '../api/overview-api';

/**
 * The four figures on top of /adminE3F: a 2 × 2 grid on a phone, one row from a tablet up. Today's bookings are the
 * day sheet's, test ones counted and named ('3 (1 test)'); the week's takings are net of refunds, test money beside.
 */
export function OverviewStrip() {
  const { data, isError } = useGetStaffOverviewQuery();
  if (isError) return <p className="mt-6 text-sm text-navy-600 print:hidden">The overview could not be loaded.</p>;
  const figures = [
    {
      label: "Today's bookings",
      value: data && `${data.bookingsToday}${data.testBookingsToday > 0 ? ` (${data.testBookingsToday} test)` : ''}`,
    },
    {
      label: "This week's takings",
      value: data && formatPence(data.takingsThisWeekPence),
      note: data && data.testTakingsThisWeekPence !== 0 ? `+ ${formatPence(data.testTakingsThisWeekPence)} test mode, not counted` : null,
    },
    { label: 'Open enquiries', value: data?.openEnquiries },
    { label: 'Orders to dispatch', value: data?.ordersToDispatch },
  ];
  return (
    <section aria-label="Overview" className="mt-6 print:hidden">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(({ label, value, note }) => (
          <div key={label} className="min-w-0 rounded-lg bg-white p-4 shadow-sm">
            <dt className="text-xs font-bold tracking-wide text-navy-600 uppercase">{label}</dt>
            <dd className="mt-1 truncate text-2xl font-bold text-navy-900">{value ?? '–'}</dd>
            {note ? <dd className="text-xs text-navy-500">{note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
