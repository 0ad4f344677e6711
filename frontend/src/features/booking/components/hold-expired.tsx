import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useGetAvailabilityQuery, type BookingRequest, type SlotAvailability } from '../api/booking-api';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The slot to offer again: the same one when it is still free, else the free one nearest to it that day (later on a tie). */
export function slotToHoldAgain(slots: SlotAvailability[], wanted: string): string | null {
  const free = slots.filter((slot) => slot.available).map((slot) => slot.time);
  if (free.some((time) => time === wanted)) return wanted;
  const distance = (time: string) => Math.abs(minutes(time) - minutes(wanted));
  return free.sort((a, b) => distance(a) - distance(b) || minutes(b) - minutes(a))[0] ?? null;
}

interface HoldExpiredProps {
  request: Pick<BookingRequest, 'sessionType' | 'optionId' | 'date' | 'timeSlot'>;
  /** Holds that time; false when it was refused (the form then says why). */
  onHoldAgain: (time: string) => Promise<boolean>;
}

/**
 * In the payment dialog once the 15-minute hold ran out (docs/product.md, Booking rules: Holds): nothing can be paid,
 * and the slot is offered again when it is still free, else the nearest free slot that day.
 */
export function HoldExpired({ request, onHoldAgain }: HoldExpiredProps) {
  const [holding, setHolding] = useState(false);
  const day = useGetAvailabilityQuery(
    { date: request.date, sessionType: request.sessionType, optionId: request.optionId ?? undefined },
    { refetchOnMountOrArgChange: true },
  );
  const offer = day.data && !day.isFetching ? slotToHoldAgain(day.data.slots, request.timeSlot) : undefined;
  const when = format(parseISO(request.date), 'EEE d MMM yyyy');

  const holdAgain = async (time: string) => {
    setHolding(true);
    if (!(await onHoldAgain(time))) setHolding(false);
  };

  return (
    <div role="alert" className="grid gap-4">
      <p className="text-lg font-semibold">Your 15-minute hold has run out</p>
      <p>
        We held {request.timeSlot} on {when} for you while you paid. Nothing has been charged, and the payment form is closed.
      </p>
      {offer === undefined ? (
        <div className="flex items-center gap-3 text-navy-700">
          <Spinner label="Checking the times" className="[&_svg]:size-5" />
          <span>Checking the times for that day...</span>
        </div>
      ) : offer === null ? (
        <p>No time is free that day any more. Please close this window and choose another day.</p>
      ) : (
        <>
          <p>
            {offer === request.timeSlot
              ? `${offer} is still free: you can hold it again for 15 minutes.`
              : `${request.timeSlot} has been taken since. The nearest free time that day is ${offer}.`}
          </p>
          <Button size="lg" className="w-full" disabled={holding} onClick={() => void holdAgain(offer)}>
            {holding ? 'Holding...' : offer === request.timeSlot ? 'Hold again' : `Hold again at ${offer}`}
          </Button>
        </>
      )}
    </div>
  );
}
