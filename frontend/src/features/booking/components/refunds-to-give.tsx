import { ActionDialog } from '../../../components/ui/action-dialog';
import { Card } from '../../../components/ui/card';
import { formatPence } from '../../../lib/money';
import { useMarkBookingRefundedMutation, useUndoBookingRefundedMutation, type StaffBooking } from '../api/staff-bookings-api';
import { dayHeading } from '../booking-options';

/**
 * A booking paid to staff (card by phone, cash) with a refund due, which staff give outside the site: cancelled, or
 * still confirmed after a change to a cheaper experience (docs/product.md, Staff panel: BOOKINGS).
 */
const paidToStaff = (booking: StaffBooking) =>
  (booking.status === 'cancelled' || booking.status === 'confirmed') &&
  (booking.paymentMethod === 'card_by_phone' || booking.paymentMethod === 'cash_on_arrival') &&
  (booking.refundPence ?? 0) > 0;

/** Still to be given. */
const owesStaffRefund = (booking: StaffBooking) => paidToStaff(booking) && !booking.refundedAt;

const londonDay = (value: Date) => value.toLocaleDateString('en-GB', { timeZone: 'Europe/London' });

/** Marked refunded today (London): the mark can still be undone. */
const markedToday = (booking: StaffBooking, now = new Date()) =>
  paidToStaff(booking) && booking.refundedAt !== null && londonDay(new Date(booking.refundedAt)) === londonDay(now);

function RefundToGive({ booking }: { booking: StaffBooking }) {
  const [markRefunded] = useMarkBookingRefundedMutation();
  const [undoRefunded] = useUndoBookingRefundedMutation();
  const how = booking.paymentMethod === 'cash_on_arrival' ? 'in cash' : 'on the card terminal';
  const amount = `${formatPence(booking.refundPence ?? 0)} to ${booking.name}`;
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <p className="mr-auto min-w-0 wrap-anywhere">
        <span className="font-semibold">{amount}</span> ({booking.email}, {booking.phone}), refund {how}: {booking.sessionName},{' '}
        {dayHeading(booking.date)} at {booking.timeSlot}
        {booking.refundReason ? <span className="block text-sm text-navy-600">Goodwill refund: {booking.refundReason}</span> : null}
        {booking.status === 'confirmed' ? <span className="block text-sm text-navy-600">Changed to a cheaper experience</span> : null}
        {booking.refundedAt ? <span className="block text-sm font-semibold text-emerald-800">Marked refunded today</span> : null}
      </p>
      {booking.refundedAt ? (
        <ActionDialog
          opener={{ text: 'UNDO', label: `Undo refunded for ${booking.name}` }}
          title="Undo marked refunded?"
          description={`${amount} goes back to the refunds to give.`}
          confirm={{ text: 'UNDO REFUNDED', busy: 'Undoing...' }}
          onConfirm={async () => {
            await undoRefunded(booking.id).unwrap();
            return { title: 'Refund owed again', description: `${amount} is back in the refunds to give.` };
          }}
        />
      ) : (
        <ActionDialog
          opener={{ text: 'MARK REFUNDED', label: `Mark refunded: ${amount}` }}
          title="Mark this refund given?"
          description={`Only once you have refunded ${amount} ${how}. You can undo this today only.`}
          confirm={{ text: 'MARK REFUNDED', busy: 'Marking...' }}
          onConfirm={async () => {
            await markRefunded(booking.id).unwrap();
            return { title: 'Marked refunded', description: `${amount}.` };
          }}
        />
      )}
    </Card>
  );
}

/** Cancelled bookings whose refund staff owe outside the site (the site never took that money), until marked refunded. */
export function RefundsToGive({ bookings }: { bookings: StaffBooking[] }) {
  const owed = bookings.filter((booking) => owesStaffRefund(booking) || markedToday(booking));
  if (owed.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" className="mt-12">
      <h2 id="refunds-heading" className="text-2xl">
        REFUNDS TO GIVE ({owed.filter(owesStaffRefund).length})
      </h2>
      <p className="mt-2 text-navy-700">
        These cancelled bookings were paid by card over the phone or in cash: refund them yourself, then mark them refunded (a mark can be undone the same day).
      </p>
      <ul className="mt-4 grid gap-3" aria-label="Refunds to give">
        {owed.map((booking) => (
          <li key={booking.id} className="min-w-0">
            <RefundToGive booking={booking} />
          </li>
        ))}
      </ul>
    </section>
  );
}
