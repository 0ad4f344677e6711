import { useRescheduleBookingMutation, type ManagedBooking, type ManageTarget } from '../api/manage-booking-api';
import { manageWhen } from './manage-format';
import { RescheduleDialog } from './reschedule-dialog';

/** The customer moves their booking (signed link or dashboard) to another free slot, from tomorrow on. */
export function ManageRescheduleDialog({ booking, target }: { booking: ManagedBooking; target: ManageTarget }) {
  const [reschedule] = useRescheduleBookingMutation();
  return (
    <RescheduleDialog
      booking={booking}
      currently={manageWhen(booking)}
      openLabel={`Reschedule booking: ${booking.sessionName}, ${manageWhen(booking)}`}
      firstDay="tomorrow"
      texts={{ keep: 'Keep current time', confirm: 'Move my booking', failed: 'Your booking could not be moved. Please try again.' }}
      onMove={async (slot) => {
        const moved = await reschedule({ target, ...slot }).unwrap();
        return `Your session is now on ${manageWhen(moved)}. We have e-mailed you the new details.`;
      }}
    />
  );
}
