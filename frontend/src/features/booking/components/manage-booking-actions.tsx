import { useGetManagedBookingQuery } from '../api/manage-booking-api';
import { ManageBookingButtons } from './manage-booking-details';

/** The dashboard's Reschedule and Cancel for one of the signed-in customer's bookings. */
export function ManageBookingActions({ bookingId }: { bookingId: string }) {
  const target = { bookingId };
  const { data: booking } = useGetManagedBookingQuery(target);
  if (!booking) return null;
  return (
    <div className="mt-4">
      <ManageBookingButtons booking={booking} target={target} />
    </div>
  );
}
