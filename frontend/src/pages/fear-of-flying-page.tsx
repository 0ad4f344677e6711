import { FearOfFlyingBooking } from '../features/booking/components/fear-of-flying-booking';
import type { BookButtonProps } from '../features/content/components/fear-of-flying-book-button';
import { FearOfFlyingCourse } from '../features/content/components/fear-of-flying-course';
import { LazyPaymentDialog } from '../features/payment/components/lazy-payment-dialog';
import { useDocumentTitle } from '../hooks/use-document-title';

const title = 'Fear of Flying Course';

/** Each BOOK YOUR COURSE button opens the booking feature's two-step dialog, paid through the payment dialog. */
function BookCourseButton(props: BookButtonProps) {
  return <FearOfFlyingBooking {...props} renderPayment={(step) => <LazyPaymentDialog {...step} />} />;
}

export default function FearOfFlyingPage() {
  useDocumentTitle(title);
  return <FearOfFlyingCourse title={title} BookButton={BookCourseButton} />;
}
