import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/toast/use-toast';
import { apiErrorCode } from '../../lib/api';
import { isUnavailable } from '../../lib/retry-while-unavailable';
import {
  useConfirmBookingPaymentMutation,
  useCreateBookingPaymentIntentMutation,
  useReleaseBookingHoldMutation,
  type BookingRequest,
  type BookingSummary,
} from './api/booking-api';
import type { PaymentStepProps } from './payment-step';

export interface BookingCheckoutOptions {
  /** The booking is confirmed: the page saves what /confirmation shows (with the gift voucher's code, if one paid). */
  onBooked: (booking: BookingSummary, voucherCode: string | null) => void;
  /** The checkout ended (booked, or the payment dialog closed): the form starts afresh. */
  onFinished: () => void;
}

/**
 * /book-flight's checkout: a checked request holds its slot and pays in the payment dialog (closing it
 * unpaid gives the slot back), or books at once when a gift voucher pays everything; a confirmed booking
 * goes to /confirmation.
 */
export function useBookingCheckout({ onBooked, onFinished }: BookingCheckoutOptions) {
  const { toast, toastApiError } = useToast();
  const navigate = useNavigate();
  // The request being paid for, the hold it placed, and whether it was paid.
  const [pending, setPending] = useState<BookingRequest | null>(null);
  const hold = useRef<{ bookingId: string; clientSecret: string } | null>(null);
  const paid = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [createHold] = useCreateBookingPaymentIntentMutation();
  const [confirmPayment] = useConfirmBookingPaymentMutation();
  const [releaseHold] = useReleaseBookingHoldMutation();

  const finish = useCallback(() => {
    setPending(null);
    hold.current = null;
    onFinished();
  }, [onFinished]);

  const booked = useCallback(
    (summary: BookingSummary, request: BookingRequest) => {
      onBooked(summary, summary.voucherPence > 0 ? (request.voucherCode ?? null) : null);
      finish();
      navigate('/confirmation');
      toast({ title: 'Booking Confirmed!', description: 'Check your email for confirmation details.' });
    },
    [finish, navigate, onBooked, toast],
  );

  const onOpenChange = useCallback(
    (open: boolean) => {
      if (open) return;
      // Closing without paying gives the slot back now (the server keeps it while a payment is under way).
      if (hold.current && !paid.current) void releaseHold(hold.current);
      finish();
    },
    [finish, releaseHold],
  );

  const createIntent = useCallback(async () => {
    if (!pending) throw new Error('Nothing to pay for');
    paid.current = false;
    const started = await createHold(pending).unwrap();
    if (!started.clientSecret || !started.paymentIntentId) throw new Error('There is nothing left to pay for this booking.');
    hold.current = { bookingId: started.bookingId, clientSecret: started.clientSecret };
    return { clientSecret: started.clientSecret, paymentIntentId: started.paymentIntentId, totalPence: started.totalPrice };
  }, [createHold, pending]);

  const onSucceeded = useCallback(
    async (paymentIntentId: string) => {
      paid.current = true;
      try {
        if (pending) booked(await confirmPayment({ paymentIntentId, clientSecret: hold.current?.clientSecret }).unwrap(), pending);
      } catch (error) {
        // The API is unavailable: the payment dialog asks again (the confirm call is idempotent), never "failed".
        if (isUnavailable(error)) throw error;
        if (apiErrorCode(error) === 'BOOKING.PAYMENT_NOT_COMPLETED') {
          toast({ title: 'Payment Processing', description: 'Your payment is being processed. Please wait...' });
          return;
        }
        finish();
        toast({
          title: 'Booking Error',
          description: 'Payment succeeded but booking failed. Please contact us with your payment confirmation.',
          variant: 'destructive',
        });
      }
    },
    [booked, confirmPayment, finish, pending, toast],
  );

  /** The voucher pays everything: the server books it at once, no card and no dialog. */
  async function bookWithVoucher(request: BookingRequest) {
    setSubmitting(true);
    try {
      const started = await createHold(request).unwrap();
      if (started.booking.status === 'confirmed') return booked(started.booking, request);
      // The server priced it differently from the check (changed meanwhile): give the slot back.
      if (started.clientSecret) void releaseHold({ bookingId: started.bookingId, clientSecret: started.clientSecret });
      toast({
        title: 'Booking Failed',
        description: 'The price of this booking has changed. Please check your total and try again.',
        variant: 'destructive',
      });
    } catch (error) {
      toastApiError('Booking Failed', error, 'We could not book that session. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  /** Books `request`: at once when nothing is left to pay by card, else through the payment dialog. */
  const checkout = (request: BookingRequest, noCard: boolean) => (noCard ? bookWithVoucher(request) : setPending(request));

  const payment: Pick<PaymentStepProps, 'open' | 'onOpenChange' | 'createIntent' | 'onSucceeded'> = {
    open: pending !== null,
    onOpenChange,
    createIntent,
    onSucceeded,
  };
  return { checkout, submitting, payment };
}
