import { lazy, Suspense, useId, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { useGetAvailabilityQuery } from '../api/booking-api';
import { useRescheduleBookingMutation, type ManagedBooking, type ManageTarget } from '../api/manage-booking-api';
import { isoDay } from '../booking-options';
import { errorText } from '../payment-step';
import { manageWhen } from './manage-format';
import { TimeSlotPicker } from './time-slot-picker';

// The calendar (react-day-picker) loads when a customer opens the dialog, not with every dashboard.
const DateCalendar = lazy(() => import('./date-calendar').then(({ DateCalendar }) => ({ default: DateCalendar })));

/** Move to another free slot of the same session: a date, then one of that day's available times. */
export function ManageRescheduleDialog({ booking, target }: { booking: ManagedBooking; target: ManageTarget }) {
  const { toast } = useToast();
  const slotsLabel = useId();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<Date | undefined>();
  const [timeSlot, setTimeSlot] = useState<string | undefined>();
  const day = date ? isoDay(date) : undefined;
  const availability = useGetAvailabilityQuery(
    { date: day ?? '', sessionType: booking.sessionType, durationMinutes: booking.durationMinutes },
    { skip: !open || !day, refetchOnMountOrArgChange: true },
  );
  const [reschedule, { isLoading }] = useRescheduleBookingMutation();

  const pickDate = (picked: Date | undefined) => {
    setDate(picked);
    setTimeSlot(undefined);
  };
  const confirm = async () => {
    if (!day || !timeSlot) return;
    try {
      const moved = await reschedule({ target, date: day, timeSlot }).unwrap();
      setOpen(false);
      toast({
        title: 'Booking moved',
        description: `Your session is now on ${manageWhen(moved)}. We have e-mailed you the new details.`,
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorText(error, 'Your booking could not be moved. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) pickDate(undefined);
      }}
    >
      <Button onClick={() => setOpen(true)} aria-label={`Reschedule booking: ${booking.sessionName}, ${manageWhen(booking)}`}>
        Reschedule
      </Button>
      <DialogContent
        title="Choose a new time"
        description={`${booking.sessionName}, now ${manageWhen(booking)}.`}
        className="max-w-xl"
      >
        <div className="grid gap-5">
          <Suspense fallback={<p className="text-navy-600">Loading the calendar...</p>}>
            <DateCalendar selected={date} onSelect={pickDate} firstDay="tomorrow" aria-labelledby={`${slotsLabel}-date`} />
          </Suspense>
          <span id={`${slotsLabel}-date`} className="sr-only">
            New date
          </span>
          <div>
            <p id={slotsLabel} className="mb-2 font-semibold">
              Available times
            </p>
            <TimeSlotPicker
              slots={day ? availability.data?.slots : undefined}
              loading={Boolean(day) && availability.isFetching}
              selected={timeSlot}
              onSelect={setTimeSlot}
              labelledBy={slotsLabel}
            />
          </div>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">Keep current time</Button>
          </DialogClose>
          <Button onClick={() => void confirm()} disabled={!timeSlot || isLoading}>
            {isLoading ? 'Moving...' : 'Move my booking'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
