import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatPence } from '../../../lib/money';
import { useMarkBookingRefundedMutation, type StaffBooking } from '../api/booking-api';
import { dayHeading } from '../booking-options';

/** A cancelled booking paid to staff (card by phone, cash) whose refund staff still have to give outside the site. */
const owesStaffRefund = (booking: StaffBooking) =>
  booking.status === 'cancelled' &&
  (booking.paymentMethod === 'card_by_phone' || booking.paymentMethod === 'cash_on_arrival') &&
  (booking.refundPence ?? 0) > 0 &&
  !booking.refundedAt;

function RefundToGive({ booking }: { booking: StaffBooking }) {
  const { toast, toastApiError } = useToast();
  const [markRefunded, { isLoading }] = useMarkBookingRefundedMutation();
  const how = booking.paymentMethod === 'cash_on_arrival' ? 'in cash' : 'on the card terminal';
  const mark = async () => {
    try {
      await markRefunded(booking.id).unwrap();
      toast({ title: 'Marked refunded', description: `${formatPence(booking.refundPence ?? 0)} to ${booking.name}.` });
    } catch (error) {
      toastApiError('Error', error, 'Failed to mark the refund');
    }
  };
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <p className="mr-auto min-w-0">
        <span className="font-semibold">
          {formatPence(booking.refundPence ?? 0)} to {booking.name}
        </span>{' '}
        ({booking.email}, {booking.phone}), refund {how}: {booking.sessionName}, {dayHeading(booking.date)} at {booking.timeSlot}
        {booking.refundReason ? <span className="block text-sm text-navy-600">Goodwill refund: {booking.refundReason}</span> : null}
      </p>
      <Button size="sm" variant="outline" disabled={isLoading} onClick={() => void mark()}>
        MARK REFUNDED
      </Button>
    </Card>
  );
}

/** Cancelled bookings whose refund staff owe outside the site (the site never took that money), until marked refunded. */
export function RefundsToGive({ bookings }: { bookings: StaffBooking[] }) {
  const owed = bookings.filter(owesStaffRefund);
  if (owed.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" className="mt-12">
      <h2 id="refunds-heading" className="text-2xl">
        REFUNDS TO GIVE ({owed.length})
      </h2>
      <p className="mt-2 text-navy-700">
        These cancelled bookings were paid by card over the phone or in cash: refund them yourself, then mark them refunded.
      </p>
      <ul className="mt-4 grid gap-3" aria-label="Refunds to give">
        {owed.map((booking) => (
          <li key={booking.id}>
            <RefundToGive booking={booking} />
          </li>
        ))}
      </ul>
    </section>
  );
}
