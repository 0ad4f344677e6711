import { AccountDashboard } from '../features/account/components/account-dashboard';
import { ManageBookingActions } from '../features/booking/components/manage-booking-actions';
import { useDocumentTitle } from '../hooks/use-document-title';

export default function DashboardPage() {
  useDocumentTitle('My dashboard');
  // Simulator sessions can be moved or cancelled here; a course (no time slot) is arranged with staff.
  return (
    <AccountDashboard bookingActions={(booking) => (booking.timeSlot ? <ManageBookingActions bookingId={booking.id} /> : null)} />
  );
}
