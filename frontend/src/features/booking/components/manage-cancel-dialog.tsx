import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { formatPence } from '../../../lib/money';
import { useCancelManagedBookingMutation, type ManagedBooking, type ManageTarget } from '../api/manage-booking-api';
import { manageWhen } from './manage-format';

/** What cancelling gives back, in the customer's words: the card refund under the Terms and the gift voucher. */
function refundStatement({ cancellation }: Pick<ManagedBooking, 'cancellation'>): string {
  const card =
    cancellation.refundPence > 0
      ? `You will be refunded ${formatPence(cancellation.refundPence)}${cancellation.tier === 'half' ? ' (50% under our Terms, as the session is less than 48 hours away)' : ' in full'}${cancellation.refundedBy === 'staff' ? ': you paid us by phone or in cash, so we refund it to you ourselves, outside the website' : ''}.`
      : cancellation.refundedBy
        ? 'Under our Terms, cancellations less than 24 hours before a session are not refunded.'
        : null;
  const voucher =
    cancellation.voucherReturned === null
      ? null
      : cancellation.voucherReturned
        ? 'Your gift voucher will be valid again.'
        : 'Your gift voucher will not be returned: under our Terms it is returned only more than 48 hours before the session.';
  return [card, voucher].filter(Boolean).join(' ');
}

/** Cancel, with a confirmation dialog that states the refund before anything happens. */
export function ManageCancelDialog({ booking, target }: { booking: ManagedBooking; target: ManageTarget }) {
  const { toast, toastApiError } = useToast();
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelManagedBookingMutation();
  const confirm = async () => {
    try {
      const result = await cancel(target).unwrap();
      setOpen(false);
      toast({
        title: 'Booking cancelled',
        description:
          refundStatement({
            cancellation: {
              tier: result.refundTier,
              refundPence: result.refundPence,
              refundedBy: result.refundedBy,
              voucherReturned: result.voucherReturned,
            },
          }) || 'We have e-mailed you the details.',
      });
    } catch (error) {
      toastApiError('Error', error, 'Your booking could not be cancelled. Please try again.');
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`Cancel booking: ${booking.sessionName}, ${manageWhen(booking)}`}
      >
        Cancel booking
      </Button>
      <DialogContent title="Cancel this booking?" description={`${booking.sessionName}, ${manageWhen(booking)}.`}>
        <p>{refundStatement(booking)}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">Keep booking</Button>
          </DialogClose>
          <Button variant="secondary" onClick={() => void confirm()} disabled={isLoading}>
            {isLoading ? 'Cancelling...' : 'Yes, cancel my booking'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
