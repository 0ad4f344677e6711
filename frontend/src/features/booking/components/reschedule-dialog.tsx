import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '../../../components/form';
import { FieldError } from '../../../components/form-field';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { useGetAvailabilityQuery } from '../api/booking-api';
import { isoDay } from '../booking-options';
import { useLiveAvailability } from '../use-live-availability';
import { useSlotTakenMeanwhile } from '../use-slot-taken-meanwhile';
import { TimeSlotPicker } from './time-slot-picker';

// The calendar (react-day-picker) loads when the dialog opens, not with every dashboard or admin tab.
const DateCalendar = lazy(() => import('./date-calendar').then(({ DateCalendar }) => ({ default: DateCalendar })));

export interface RescheduleDialogProps {
  /** The session being moved: its free slots are looked up for the same length. */
  booking: { sessionType: string; sessionName: string; durationMinutes: number };
  /** Its current day and time, as people read them. */
  currently: string;
  /** The accessible name of the button that opens the dialog. */
  openLabel: string;
  /** The first day a new time may be on: tomorrow online, today for staff. */
  firstDay: 'today' | 'tomorrow';
  texts: { keep: string; confirm: string; failed: string };
  /** Moves the booking; resolves to the toast's description. */
  onMove: (slot: { date: string; timeSlot: string }) => Promise<string>;
  size?: 'sm' | 'md';
}

/** The new time: a day, then one of its free times. */
interface NewTime {
  date: Date | undefined;
  timeSlot: string | undefined;
}
const NO_TIME: NewTime = { date: undefined, timeSlot: undefined };

/** Move a booking to another free slot of the same session: a date, then one of that day's available times. */
export function RescheduleDialog({ booking, currently, openLabel, firstDay, texts, onMove, size }: RescheduleDialogProps) {
  const { toast, toastApiError } = useToast();
  const slotsLabel = useId();
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const form = useForm<NewTime>({ defaultValues: NO_TIME });
  const { reset, setValue } = form;
  const [date, timeSlot] = form.watch(['date', 'timeSlot']);
  const day = date ? isoDay(date) : undefined;
  const availability = useGetAvailabilityQuery(
    { date: day ?? '', sessionType: booking.sessionType, durationMinutes: booking.durationMinutes },
    { skip: !open || !day, refetchOnMountOrArgChange: true },
  );
  const slots = day ? availability.currentData?.slots : undefined;
  useLiveAvailability(open && day ? [day] : []);
  const takenMeanwhile = useSlotTakenMeanwhile(
    slots,
    timeSlot,
    useCallback(() => setValue('timeSlot', undefined), [setValue]),
  );

  /** A new day offers other times: the time is chosen again. */
  const pickDate = (picked: Date | undefined) => reset({ date: picked, timeSlot: undefined });
  const confirm = async (chosen: NewTime) => {
    if (!chosen.date || !chosen.timeSlot) return;
    setMoving(true);
    try {
      const description = await onMove({ date: isoDay(chosen.date), timeSlot: chosen.timeSlot });
      setOpen(false);
      reset(NO_TIME);
      toast({ title: 'Booking moved', description });
    } catch (error) {
      toastApiError('Error', error, texts.failed);
    } finally {
      setMoving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset(NO_TIME);
      }}
    >
      <Button variant={size === 'sm' ? 'outline' : 'primary'} size={size} onClick={() => setOpen(true)} aria-label={openLabel}>
        Reschedule
      </Button>
      <DialogContent title="Choose a new time" description={`${booking.sessionName}, now ${currently}.`} className="max-w-xl">
        <Form form={form} onValid={confirm}>
          <div className="grid gap-5">
            <Suspense fallback={<p className="text-navy-600">Loading the calendar...</p>}>
              <DateCalendar selected={date} onSelect={pickDate} firstDay={firstDay} aria-labelledby={`${slotsLabel}-date`} />
            </Suspense>
            <span id={`${slotsLabel}-date`} className="sr-only">
              New date
            </span>
            <div>
              <p id={slotsLabel} className="mb-2 font-semibold">
                Available times
              </p>
              <TimeSlotPicker
                slots={slots}
                loading={Boolean(day) && availability.isFetching && !availability.currentData}
                selected={timeSlot}
                onSelect={(time) => setValue('timeSlot', time)}
                labelledBy={slotsLabel}
                describedBy={takenMeanwhile ? `${slotsLabel}-error` : undefined}
              />
              <FieldError id={`${slotsLabel}-error`} error={takenMeanwhile} />
            </div>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="ghost">{texts.keep}</Button>
            </DialogClose>
            <Button type="submit" disabled={!timeSlot || moving}>
              {moving ? 'Moving...' : texts.confirm}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
