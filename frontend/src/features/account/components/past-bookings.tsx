import { format, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { Card } from '../../../components/ui/card';
import { useExperienceNames } from '../../../lib/experiences-api';
import { formatPence } from '../../../lib/money';
import { type PastBooking, useGetPastBookingsQuery } from '../api/account-api';

const STATUS_TEXT: Record<PastBooking['status'], string> = { completed: 'Flown', cancelled: 'Cancelled', slot_lost: 'Refunded: slot no longer available' };

function refundText(booking: PastBooking): string | null {
  if (booking.status === 'completed') return null;
  return booking.refundPence ? `Refunded ${formatPence(booking.refundPence)}` : 'No refund';
}

/** The dashboard's Past and Cancelled: sessions flown and bookings cancelled, each with what was refunded. */
export function PastBookings() {
  const { data: bookings } = useGetPastBookingsQuery();
  const names = useExperienceNames();
  if (!bookings || bookings.length === 0) return null;
  return (
    <section aria-labelledby="past-bookings">
      <h2 id="past-bookings" className="text-2xl">
        Past and Cancelled
      </h2>
      <ul className="mt-6 grid gap-3">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <Card className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
              <div>
                <p className="font-semibold">{names?.[booking.sessionType] ?? booking.sessionType}</p>
                <p className="text-sm text-navy-600">
                  {format(parseISO(booking.date), 'PPP', { locale: enGB })}
                  {booking.timeSlot ? ` at ${booking.timeSlot}` : ''} · Ref <span className="font-mono">{booking.reference}</span> ·{' '}
                  {formatPence(booking.pricePence)}
                </p>
              </div>
              <p className="text-sm sm:text-right">
                <span className="font-semibold">{STATUS_TEXT[booking.status]}</span>
                {refundText(booking) ? <span className="block text-navy-600">{refundText(booking)}</span> : null}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
