import type { CourseBooking } from '../features/booking/api/booking-api';
import { FearOfFlyingBooking } from '../features/booking/components/fear-of-flying-booking';
import { saveOrderDetails } from '../features/orders/order-details';
import { FearOfFlyingCourse } from '../features/content/components/fear-of-flying-course';
import { LazyPaymentDialog } from '../features/payment/components/lazy-payment-dialog';
import { useDocumentTitle } from '../hooks/use-document-title';

const title = 'Fear of Flying Course';

/** Each BOOK YOUR COURSE button opens the booking feature's two-step dialog, paid through the payment dialog. */
function BookCourseButton() {
  return <FearOfFlyingBooking renderPayment={(step) => <LazyPaymentDialog {...step} />} onBooked={saveCourse} />;
}

/** What /confirmation shows after the course is booked (docs/product.md, Fear of Flying course: its confirmation page with its reference). */
function saveCourse(course: CourseBooking, voucherCode: string | null) {
  saveOrderDetails({
    kind: 'course',
    sessionName: title,
    date: course.preferredDate ?? '',
    totalPrice: course.amountPence,
    totalAmount: (course.amountPence / 100).toFixed(2),
    email: course.email,
    reference: course.reference,
    ...(voucherCode ? { voucherCode, voucherPence: course.voucherPence } : {}),
  });
}

export default function FearOfFlyingPage() {
  useDocumentTitle(title);
  return <FearOfFlyingCourse title={title} BookButton={BookCourseButton} />;
}
