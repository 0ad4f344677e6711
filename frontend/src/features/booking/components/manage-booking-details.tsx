import { format, parseISO } from 'date-fns';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Detail } from '../../../components/ui/detail';
import { formatPence } from '../../../lib/money';
import { useRefundWords } from '../../../lib/refund-terms';
import type { ManagedBooking, ManageTarget } from '../api/manage-booking-api';
import { durationLabel } from '../../../lib/experiences';
import { manageWhen } from './manage-format';
import { ManageCancelDialog } from './manage-cancel-dialog';
import { ManageRescheduleDialog } from './manage-reschedule-dialog';

const STATUS = {
  confirmed: 'CONFIRMED',
  cancelled: 'CANCELLED',
  held: 'AWAITING PAYMENT',
  expired: 'EXPIRED',
  slot_lost: 'NOT CONFIRMED',
} as const;

/** Reschedule and Cancel for a confirmed booking; Reschedule only while it can still move (until its change deadline). */
export function ManageBookingButtons({ booking, target }: { booking: ManagedBooking; target: ManageTarget }) {
  if (booking.status !== 'confirmed') return null;
  return (
    <div className="flex flex-wrap gap-3">
      {booking.canReschedule ? <ManageRescheduleDialog booking={booking} target={target} /> : null}
      <ManageCancelDialog booking={booking} target={target} />
    </div>
  );
}

/** The booking as its customer manages it: session, time, what was paid, and the actions still open. */
export function ManageBookingDetails({ booking, target }: { booking: ManagedBooking; target: ManageTarget }) {
  const terms = useRefundWords();
  return (
    <Card className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-2xl">{booking.sessionName}</h2>
        <Badge variant={booking.status === 'confirmed' ? undefined : 'muted'}>{STATUS[booking.status]}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <Detail term="When" className="font-semibold">
          {manageWhen(booking)} (UK time)
        </Detail>
        <Detail term="Duration">{durationLabel(booking.durationMinutes)}</Detail>
        <Detail term="Name">{booking.name}</Detail>
        <Detail term="Paid by card">{formatPence(booking.totalPrice)}</Detail>
        {booking.voucherPence > 0 ? <Detail term="Gift voucher">{formatPence(booking.voucherPence)}</Detail> : null}
        {booking.status === 'cancelled' && booking.refundPence ? (
          <Detail term="Refunded">{formatPence(booking.refundPence)}</Detail>
        ) : null}
        <Detail term="Reference">{booking.reference}</Detail>
      </dl>
      {booking.status === 'confirmed' ? (
        <>
          {terms ? (
            <p className="text-sm text-navy-600">
              {booking.canReschedule
              ? `You can move your session to another time until ${format(parseISO(booking.changeDeadline), "EEEE d MMMM 'at' HH:mm")}. Cancellations more than ${terms.full} before are refunded in full, ${terms.band} before at ${terms.percent}, and under ${terms.part} are not refunded.`
              : `Your session is less than ${terms.full} away, so it can no longer be moved online. Cancellations ${terms.band} before are refunded at ${terms.percent}, and under ${terms.part} are not refunded.`}
            </p>
          ) : null}
          <ManageBookingButtons booking={booking} target={target} />
        </>
      ) : null}
    </Card>
  );
}
