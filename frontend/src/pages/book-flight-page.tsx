import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { useGetSessionQuery } from '../features/account/api/account-api';
import { BookFlight } from '../features/booking/components/book-flight';
import type { RenderPayment } from '../features/booking/payment-step';
import { LazyPaymentDialog } from '../features/payment/components/lazy-payment-dialog';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useScrollToHashWhenReady } from '../hooks/use-scroll-to-hash-when-ready';
import { useGetExperiencesQuery } from '../lib/experiences-api';
import { saveBooking } from './save-booking';

const title = 'Book Your Flight';

/** One function for the page's life, so the memoised booking form is not rendered again with the page. */
const renderPayment: RenderPayment = (step) => <LazyPaymentDialog {...step} />;

/** /book-flight: the booking feature composed with the payment dialog and the saved order details /confirmation reads. */
export default function BookFlightPage() {
  useDocumentTitle(title);
  // A deep link (a content page's BOOK NOW) lands on the form once the sessions are shown.
  useScrollToHashWhenReady(Boolean(useGetExperiencesQuery().data));
  const signedIn = useGetSessionQuery().data?.user;

  return (
    <>
      <PageHero
        eyebrow="Airbus A320 simulator · Exeter"
        title={title}
        subtitle="Choose your experience, pick a date and time, and you are cleared for take-off. Slots are held for 15 minutes while you pay."
      />
      <Section eyebrow="Book online" title="Choose Your Experience">
        <BookFlight renderPayment={renderPayment} onBooked={saveBooking} signedIn={signedIn} />
      </Section>
    </>
  );
}
