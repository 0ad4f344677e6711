import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/toast/use-toast';
import { apiErrorCode } from '../../lib/api-error';
import { isUnavailable } from '../../lib/retry-while-unavailable';
import {
  useConfirmBookingPaymentMutation,
  useCreateBookingPaymentIntentMutation,
  useReleaseBookingHoldMutation,
  type BookingPaymentStarted,
  type BookingRequest,
  type BookingSummary,
} from './api/booking-api';
import { holdProblem, slotLostProblem, type BookingProblem } from './booking-form-rules';
import type { PaymentStepProps } from './payment-step';
import type { useBookingUrl } from './use-booking-url';

export interface BookingCheckoutOptions {
  /** The booking is confirmed: the page saves what /confirmation shows (with the gift voucher's code, if one paid). */
  onBooked: (booking: BookingSummary, voucherCode: string | null) => void;
  /** The hold or the payment was refused: the form shows why, beside the field concerned. */
  onProblem: (problem: BookingProblem) => void;
  /** The booking is made: the form starts afresh. */
  onFinished: () => void;
  /** A slot is held for this visitor (the form keeps it chosen while it shows as taken). */
  onHeld: (slot: { date: string; timeSlot: string }) => void;
  /** The address's record of the payment dialog (Back closes it). */
  url: Pick<ReturnType<typeof useBookingUrl>, 'paying' | 'startPaying' | 'stopPaying' | 'choose'>;
}

/**
 * /book-flight's checkout: PROCEED TO PAYMENT holds the slot first (a refusal is shown on the form, which keeps
 * everything typed), then the payment dialog pays for that hold; closing it, or Back, gives the slot back. When a
 * gift voucher pays everything the booking is made at once. A hold that ran out can be placed again from the dialog.
 */
export function useBookingCheckout({ onBooked, onProblem, onFinished, onHeld, url }: BookingCheckoutOptions) {
  const { toast } = useToast();
  const navigate = useNavigate();
  // The request paid for and the hold it placed; whether its payment went through.
  const [held, setHeld] = useState<{ request: BookingRequest; started: BookingPaymentStarted } | null>(null);
  const [intentKey, setIntentKey] = useState(0);
  const paid = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [createHold] = useCreateBookingPaymentIntentMutation();
  const [confirmPayment] = useConfirmBookingPaymentMutation();
  const [releaseHold] = useReleaseBookingHoldMutation();
  const { paying, startPaying, stopPaying, choose } = url;

  const release = useCallback(
    (started: BookingPaymentStarted) => {
      if (started.clientSecret) void releaseHold({ bookingId: started.bookingId, clientSecret: started.clientSecret });
    },
    [releaseHold],
  );

  // The dialog's entry is left (closed, or Back): an unpaid hold gives its slot back now.
  const wasPaying = useRef(paying);
  useEffect(() => {
    if (wasPaying.current && !paying && held) {
      if (!paid.current) release(held.started);
      setHeld(null);
    }
    wasPaying.current = paying;
  }, [held, paying, release]);
  // Reloaded or Forward onto the dialog's entry with no hold: there is nothing to pay for.
  useEffect(() => {
    if (paying && !held) stopPaying();
  }, [paying, held, stopPaying]);

  const booked = useCallback(
    (summary: BookingSummary, request: BookingRequest) => {
      onBooked(summary, summary.voucherPence > 0 ? (request.voucherCode ?? null) : null);
      // The hold stays recorded: the page is left, and clearing it would read as an unpaid dialog to close.
      onFinished();
      navigate('/confirmation');
      toast({ title: 'Booking Confirmed!', description: 'Check your email for confirmation details.' });
    },
    [navigate, onBooked, onFinished, toast],
  );

  /** Holds the request's slot; a refusal is the form's problem (null). */
  const hold = useCallback(
    async (request: BookingRequest): Promise<BookingPaymentStarted | null> => {
      try {
        const started = await createHold(request).unwrap();
        onHeld(request);
        return started;
      } catch (error) {
        onProblem(holdProblem(error));
        return null;
      }
    },
    [createHold, onHeld, onProblem],
  );

  /** Books `request`: holds its slot, then pays in the dialog, or is booked at once when a voucher pays everything. */
  async function checkout(request: BookingRequest, noCard: boolean) {
    setSubmitting(true);
    const started = await hold(request).finally(() => setSubmitting(false));
    if (!started) return;
    if (started.booking.status === 'confirmed') return booked(started.booking, request);
    if (noCard) {
      // The server priced it differently from the check (changed meanwhile): give the slot back.
      release(started);
      onProblem({ title: 'The price has changed', description: 'The price of this booking has changed. Please check your total and try again.' });
      return;
    }
    paid.current = false;
    setHeld({ request, started });
    startPaying();
  }

  /** The hold ran out in the dialog: holds `time` that day instead (the same slot when free) and pays for that. */
  const holdAgain = useCallback(
    async (time: string): Promise<boolean> => {
      if (!held) return false;
      const request = { ...held.request, timeSlot: time as BookingRequest['timeSlot'] };
      release(held.started);
      const started = await hold(request);
      if (!started) {
        // Taken meanwhile too: back to the form, which says so beside the time.
        stopPaying();
        return false;
      }
      choose({ timeSlot: time }, { replace: true });
      setHeld({ request, started });
      setIntentKey((key) => key + 1);
      return true;
    },
    [choose, held, hold, release, stopPaying],
  );

  const createIntent = useCallback(async () => {
    if (!held?.started.clientSecret || !held.started.paymentIntentId) throw new Error('There is nothing left to pay for this booking.');
    const { clientSecret, paymentIntentId, totalPrice, holdExpiresAt } = held.started;
    return { clientSecret, paymentIntentId, totalPence: totalPrice, holdExpiresAt };
  }, [held]);

  const onSucceeded = useCallback(
    async (paymentIntentId: string) => {
      if (!held) return;
      paid.current = true;
      try {
        booked(await confirmPayment({ paymentIntentId, clientSecret: held.started.clientSecret ?? undefined }).unwrap(), held.request);
      } catch (error) {
        // The API is unavailable: the payment dialog asks again (the confirm call is idempotent), never "failed".
        if (isUnavailable(error)) throw error;
        if (apiErrorCode(error) === 'BOOKING.PAYMENT_NOT_COMPLETED') {
          toast({ title: 'Payment Processing', description: 'Your payment is being processed. Please wait...' });
          return;
        }
        // The slot went after the hold ran out: the server says whether the card was charged (never, unless already taken).
        stopPaying();
        onProblem(apiErrorCode(error) === 'BOOKING.SLOT_LOST' ? slotLostProblem(error) : holdProblem(error));
      }
    },
    [booked, confirmPayment, held, onProblem, stopPaying, toast],
  );

  const payment: Pick<PaymentStepProps, 'open' | 'onOpenChange' | 'createIntent' | 'onSucceeded' | 'intentKey'> = {
    open: held !== null && paying,
    onOpenChange: (open: boolean) => {
      if (!open) stopPaying();
    },
    createIntent,
    onSucceeded,
    intentKey,
  };
  return { checkout, submitting, payment, held: held?.request ?? null, holdAgain };
}
