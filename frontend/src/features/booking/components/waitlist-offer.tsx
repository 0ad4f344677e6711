import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/use-toast';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Detail } from '../../../components/ui/detail';
import { apiErrorCode } from '../../../lib/api-error';
import { formatMoment, formatSlot } from '../../../lib/dates';
import { durationLabel } from '../../../lib/experiences';
import { formatPence } from '../../../lib/money';
import { isUnavailable } from '../../../lib/retry-while-unavailable';
import { useConfirmBookingPaymentMutation, type BookingSummary } from '../api/booking-api';
import { useStartOfferPaymentMutation, type WaitlistOffer } from '../api/waitlist-api';
import type { RenderPayment } from '../payment-step';

export interface WaitlistOfferViewProps {
  token: string;
  offer: WaitlistOffer;
  renderPayment: RenderPayment;
  /** The booking is confirmed: the page saves what /confirmation shows. */
  onBooked: (booking: BookingSummary) => void;
}

const ENDED = {
  booked: 'This slot is booked. Your confirmation e-mail has the details and the link to manage it.',
  lapsed: 'This offer has ended: the slot was held for you for 30 minutes and has gone to the next person waiting.',
} as const;

/**
 * A waitlist offer (docs/product.md, Waitlist): the slot held for the person with the details they gave, and BOOK THIS
 * SLOT, which pays for that hold in the payment dialog. Closing the dialog keeps the hold until the offer ends.
 */
export function WaitlistOfferView({ token, offer, renderPayment, onBooked }: WaitlistOfferViewProps) {
  const navigate = useNavigate();
  const { toast, toastApiError } = useToast();
  const [paying, setPaying] = useState(false);
  const [startPayment] = useStartOfferPaymentMutation();
  const [confirmPayment] = useConfirmBookingPaymentMutation();
  const [clientSecret, setClientSecret] = useState<string | null>(null);

  const createIntent = useCallback(async () => {
    const started = await startPayment(token).unwrap();
    if (!started.clientSecret || !started.paymentIntentId) throw new Error('There is nothing left to pay for this booking.');
    setClientSecret(started.clientSecret);
    return { clientSecret: started.clientSecret, paymentIntentId: started.paymentIntentId, totalPence: started.totalPrice, holdExpiresAt: started.holdExpiresAt };
  }, [startPayment, token]);

  const onSucceeded = useCallback(
    async (paymentIntentId: string) => {
      try {
        onBooked(await confirmPayment({ paymentIntentId, clientSecret: clientSecret ?? undefined }).unwrap());
        navigate('/confirmation');
        toast({ title: 'Booking Confirmed!', description: 'Check your email for confirmation details.' });
      } catch (error) {
        if (isUnavailable(error)) throw error;
        if (apiErrorCode(error) === 'BOOKING.PAYMENT_NOT_COMPLETED') {
          toast({ title: 'Payment Processing', description: 'Your payment is being processed. Please wait...' });
          return;
        }
        setPaying(false);
        toastApiError('Booking failed', error, 'We could not confirm your booking.');
      }
    },
    [clientSecret, confirmPayment, navigate, onBooked, toast, toastApiError],
  );

  return (
    <Card className="grid gap-5">
      <h2 className="text-2xl">{offer.sessionName}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <Detail term="When" className="font-semibold">
          {formatSlot(offer.date, offer.timeSlot)}
        </Detail>
        <Detail term="Duration">{durationLabel(offer.durationMinutes)}</Detail>
        <Detail term="People">{offer.partySize}</Detail>
        <Detail term="Name">{offer.name}</Detail>
        <Detail term="E-mail">{offer.email}</Detail>
        <Detail term="Total" className="font-semibold">
          {formatPence(offer.totalPrice)}
        </Detail>
      </dl>
      {offer.live ? (
        <>
          <p role="status" className="rounded-lg bg-sky-50 p-4 font-semibold text-navy-900">
            Held for you until {formatMoment(offer.expiresAt)}. After that it goes to the next person on the waitlist.
          </p>
          <div>
            <Button onClick={() => setPaying(true)}>BOOK THIS SLOT</Button>
          </div>
        </>
      ) : (
        <div role="status" className="grid gap-4">
          <p>{offer.status === 'booked' ? ENDED.booked : ENDED.lapsed}</p>
          {offer.status === 'booked' ? null : (
            <div>
              <ButtonLink to="/book-flight" variant="secondary">
                BOOK ANOTHER TIME
              </ButtonLink>
            </div>
          )}
        </div>
      )}
      {renderPayment({
        open: paying,
        onOpenChange: setPaying,
        title: 'COMPLETE BOOKING',
        totalPence: offer.totalPrice,
        createIntent,
        billingDetails: { name: offer.name, email: offer.email, phone: offer.phone || undefined },
        onSucceeded,
      })}
    </Card>
  );
}
