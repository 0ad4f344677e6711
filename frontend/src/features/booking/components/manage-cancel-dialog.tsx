import { formatPence } from '../../../lib/money';
import { useRefundWords, type RefundWords } from '../../../lib/refund-terms';
import { useCancelManagedBookingMutation, type ManagedBooking, type ManageTarget } from '../api/manage-booking-api';
import { CancelDialog } from './cancel-dialog';
import { manageWhen } from './manage-format';

/** What cancelling gives back, in the customer's words: the card refund under the Terms and the gift voucher. */
function refundStatement({ cancellation }: Pick<ManagedBooking, 'cancellation'>, terms: RefundWords): string {
  const card =
    cancellation.refundPence > 0
      ? `You will be refunded ${formatPence(cancellation.refundPence)}${cancellation.tier === 'half' ? ` (${terms.percent} under our Terms, as the session is less than ${terms.full} away)` : ' in full'}${cancellation.refundedBy === 'staff' ? ': you paid us by phone or in cash, so we refund it to you ourselves, outside the website' : ''}.`
      : cancellation.refundedBy
        ? `Under our Terms, cancellations less than ${terms.part} before a session are not refunded.`
        : null;
  const voucher =
    cancellation.voucherReturned === null
      ? null
      : cancellation.voucherReturned
        ? 'Your gift voucher will be valid again.'
        : `Your gift voucher will not be returned: under our Terms it is returned only more than ${terms.full} before the session.`;
  return [card, voucher].filter(Boolean).join(' ');
}

/** Cancel, with a confirmation dialog that states the refund before anything happens. */
export function ManageCancelDialog({ booking, target }: { booking: ManagedBooking; target: ManageTarget }) {
  const [cancel] = useCancelManagedBookingMutation();
  const terms = useRefundWords();
  return (
    <CancelDialog
      open={{ text: 'Cancel booking', label: `Cancel booking: ${booking.sessionName}, ${manageWhen(booking)}` }}
      description={`${booking.sessionName}, ${manageWhen(booking)}.`}
      texts={{ confirm: 'Yes, cancel my booking', failed: 'Your booking could not be cancelled. Please try again.' }}
      onCancel={async () => {
        const result = await cancel(target).unwrap();
        const cancellation = {
          tier: result.refundTier,
          refundPence: result.refundPence,
          refundedBy: result.refundedBy,
          voucherReturned: result.voucherReturned,
        };
        return (terms && refundStatement({ cancellation }, terms)) || 'We have e-mailed you the details.';
      }}
    >
      <p>{terms ? refundStatement(booking, terms) : null}</p>
    </CancelDialog>
  );
}
