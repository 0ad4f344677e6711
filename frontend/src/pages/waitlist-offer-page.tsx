import { useParams } from 'react-router';
import { Card } from '../components/ui/card';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { Spinner } from '../components/ui/spinner';
import { useGetWaitlistOfferQuery } from '../features/booking/api/waitlist-api';
import { WaitlistOfferView } from '../features/booking/components/waitlist-offer';
import { LazyPaymentDialog } from '../features/payment/components/lazy-payment-dialog';
import { useDocumentTitle } from '../hooks/use-document-title';
import { apiErrorCode, apiErrorMessage } from '../lib/api-error';
import { saveBooking } from './save-booking';

/** /waitlist/offer/:token: the link in a waitlist offer e-mail, the slot held for the person to pay (docs/product.md, Waitlist). */
export default function WaitlistOfferPage() {
  useDocumentTitle('A slot has freed up');
  const { token = '' } = useParams();
  const { data: offer, error, isLoading } = useGetWaitlistOfferQuery(token);

  return (
    <>
      <PageHero eyebrow="Waitlist" title="A SLOT HAS FREED UP" subtitle="We are holding it for you for 30 minutes." />
      <Section tone="muted">
        <div className="mx-auto max-w-2xl min-w-0 [overflow-wrap:anywhere]">
          {isLoading ? (
            <Spinner label="Loading your offer" />
          ) : offer ? (
            <WaitlistOfferView
              token={token}
              offer={offer}
              renderPayment={(step) => <LazyPaymentDialog {...step} />}
              onBooked={(booking) => saveBooking(booking, null)}
            />
          ) : (
            <Card role="alert">
              <h2 className="text-2xl">We cannot open this offer</h2>
              <p className="mt-3">{apiErrorCode(error) ? apiErrorMessage(error) : 'Your offer could not be loaded. Please try again.'}</p>
            </Card>
          )}
        </div>
      </Section>
    </>
  );
}
