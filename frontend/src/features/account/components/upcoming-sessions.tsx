import { format, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { CalendarDays, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useExperienceNames } from '../../../lib/experiences-api';
import { formatPence } from '../../../lib/money';
import { useGetMyBookingsQuery, type UpcomingBooking } from '../api/account-api';
import { LoadError } from '../../../components/ui/load-error';

/** A London date 'YYYY-MM-DD' in long en-GB form: "14 March 2026". */
const longDate = (date: string) => format(parseISO(date), 'PPP', { locale: enGB });

const byDateAndTime = (a: UpcomingBooking, b: UpcomingBooking) =>
  a.date.localeCompare(b.date) || (a.timeSlot ?? '').localeCompare(b.timeSlot ?? '');

/** What the page adds to each booking (the booking feature's Reschedule and Cancel). */
export type BookingActions = (booking: UpcomingBooking) => ReactNode;

/** Upcoming Sessions (docs/product.md, Accounts): the next 3 months of the customer's bookings, or a way to book one. */
export function UpcomingSessions({ actions }: { actions?: BookingActions }) {
  const { data: bookings, isLoading, isError, refetch } = useGetMyBookingsQuery();
  const names = useExperienceNames();

  return (
    <section aria-labelledby="upcoming-sessions">
      <h2 id="upcoming-sessions" className="text-2xl">
        Upcoming Sessions
      </h2>
      <p className="mt-1 text-navy-600">Your bookings for the next 3 months.</p>
      <div className="mt-6">
        {isLoading ? (
          <Spinner label="Loading your bookings" />
        ) : isError || !bookings ? (
          <LoadError what="Your bookings" onRetry={() => void refetch()} />
        ) : bookings.length === 0 ? (
          <Card className="text-center">
            <p className="text-lg font-semibold">No upcoming bookings</p>
            <ButtonLink to="/book-flight" className="mt-4">
              Book a Session
            </ButtonLink>
          </Card>
        ) : (
          <ul className="grid gap-4">
            {[...bookings].sort(byDateAndTime).map((booking) => (
              <li key={booking.id}>
                <Card>
                  <h3 className="text-lg">{names?.[booking.sessionType] ?? booking.sessionType}</h3>
                  <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-navy-700">
                    <span className="inline-flex items-center gap-2">
                      <CalendarDays aria-hidden className="size-4" />
                      {longDate(booking.date)}
                    </span>
                    <span className="inline-flex items-center gap-2">
                      <Clock aria-hidden className="size-4" />
                      {booking.timeSlot ?? 'Time to be arranged'}
                    </span>
                  </p>
                  <p className="mt-2 text-sm text-navy-600">
                    Ref <span className="font-mono font-semibold text-navy-900">{booking.reference}</span> · {formatPence(booking.pricePence)}
                    {booking.voucherPence > 0 ? ` + gift voucher ${formatPence(booking.voucherPence)}` : ''}
                  </p>
                  {booking.notes ? <p className="mt-3 text-sm text-navy-600">Notes: {booking.notes}</p> : null}
                  {actions?.(booking)}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
