import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, RegisteredField } from '../../../components/form';
import { FieldError } from '../../../components/form-field';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ChoiceChip } from '../../../components/ui/choice-chip';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error';
import { useGetAvailabilityQuery } from '../api/booking-api';
import {
  useCreateClosureMutation,
  useGetClosuresQuery,
  useReopenClosureMutation,
  type Closure,
  type ClosureConflict,
  type ClosureRequest,
} from '../api/closures-api';
import { dayHeading, isoDay, londonToday } from '../booking-options';
import { LoadError } from '../../../components/ui/load-error';
import { DaysClosedByDefault } from './days-closed-by-default';

type AffectedBooking = ClosureConflict['bookings'][number];

interface ClosureFormValues {
  date: string;
  scope: 'day' | 'slots';
  timeSlots: NonNullable<ClosureRequest['timeSlots']>;
  reason: string;
}

/** Try and Fly is an hour, the shortest session: its slots are every slot the day has. */
const DAY_SLOTS_OF = 'try-and-fly';
const REASON_MAX_LENGTH = 200;
const SLOT_NOTE = { past: 'past', taken: 'booked', closed: 'closed' } as const;

const closureLabel = (closure: Pick<Closure, 'date' | 'timeSlot'>) =>
  `${dayHeading(closure.date)}, ${closure.timeSlot ? closure.timeSlot : 'whole day'}`;

const joinTimes = (times: string[]) =>
  times.length === 1 ? times[0] : `${times.slice(0, -1).join(', ')} and ${times[times.length - 1]}`;

function conflictOf(error: unknown): AffectedBooking[] | null {
  if (apiErrorCode(error) !== 'BOOKING.CLOSURE_HAS_BOOKINGS') return null;
  return (error as { body: ClosureConflict }).body.bookings;
}

function BookingsInTheWay({ bookings }: { bookings: AffectedBooking[] }) {
  const headingId = useId();
  return (
    <section role="alert" aria-labelledby={headingId} className="rounded-lg border-2 border-red-200 bg-red-50 p-4 text-navy-900">
      <h3 id={headingId} className="text-lg text-red-700">
        Not closed: {bookings.length === 1 ? 'a booking is' : `${bookings.length} bookings are`} at that time
      </h3>
      <p className="mt-1 text-sm">Please contact these customers and move or cancel their bookings first, then close again.</p>
      <ul className="mt-3 grid gap-2" aria-label="Bookings in the way">
        {bookings.map((booking) => (
          <li key={booking.id} className="rounded-md bg-white p-3 text-sm">
            <p className="font-semibold">
              {booking.timeSlot} · {booking.sessionName} · {dayHeading(booking.date)}
            </p>
            <p>
              {booking.name} ·{' '}
              <a className="underline" href={`mailto:${booking.email}`}>
                {booking.email}
              </a>{' '}
              ·{' '}
              <a className="underline" href={`tel:${booking.phone.replace(/\s/g, '')}`}>
                {booking.phone}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CloseTimeForm() {
  const slotsId = useId();
  const { toast, toastApiError } = useToast();
  const [createClosure, { isLoading }] = useCreateClosureMutation();
  const [inTheWay, setInTheWay] = useState<AffectedBooking[] | null>(null);
  const today = isoDay(londonToday());
  const form = useForm<ClosureFormValues>({ defaultValues: { date: '', scope: 'day', timeSlots: [], reason: '' } });
  const { register, watch, reset, setValue, formState } = form;
  const [date, scope] = watch(['date', 'scope']);
  const day = useGetAvailabilityQuery({ date, sessionType: DAY_SLOTS_OF }, { skip: !date || scope !== 'slots' });
  // Ticks belong to one date: another day may not even have those slots.
  useEffect(() => setValue('timeSlots', []), [date, setValue]);

  const close = async (values: ClosureFormValues) => {
    const timeSlots = values.scope === 'slots' ? values.timeSlots : [];
    try {
      await createClosure({ date: values.date, timeSlots, reason: values.reason.trim() }).unwrap();
      setInTheWay(null);
      reset({ date: values.date, scope: values.scope, timeSlots: [], reason: '' });
      toast({
        title: 'Success',
        description: timeSlots.length
          ? `Closed ${joinTimes(timeSlots)} on ${dayHeading(values.date)}.`
          : `Closed ${dayHeading(values.date)} (whole day).`,
      });
    } catch (error) {
      setInTheWay(conflictOf(error));
      toastApiError('Error', error, 'Failed to close that time');
    }
  };

  return (
    <Card className="grid gap-5">
      <h2 className="text-2xl">CLOSE A DAY OR SLOTS</h2>
      {/* docs/product.md, Booking rules: closures are the simulator's calendar. */}
      <p className="text-navy-700">
        Closures cover the simulator at Exeter only. Online coaching (Home Sim Coaching) has its own availability and is not
        closed here.
      </p>
      <Form form={form} onValid={close} className="grid gap-5">
        <RegisteredField
          label="Date"
          registration={register('date', { required: 'Please choose a date' })}
          className="grid gap-1.5 sm:max-w-xs"
        >
          {(control) => <Input {...control} type="date" min={today} />}
        </RegisteredField>

        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">What to close</legend>
          <div className="flex flex-wrap gap-2">
            <ChoiceChip type="radio" value="day" {...register('scope')}>
              Whole day
            </ChoiceChip>
            <ChoiceChip type="radio" value="slots" {...register('scope')}>
              Some slots
            </ChoiceChip>
          </div>
        </fieldset>

        {scope === 'slots' ? (
          <fieldset
            className="grid gap-2"
            aria-describedby={formState.errors.timeSlots ? `${slotsId} ${slotsId}-error` : slotsId}
          >
            <legend className="text-sm font-semibold">Slots</legend>
            {!date ? (
              <p id={slotsId} className="text-sm text-navy-600">
                Choose a date to see its slots.
              </p>
            ) : day.isFetching ? (
              <p id={slotsId} className="text-sm text-navy-600">
                Loading the slots of that day...
              </p>
            ) : day.isError || !day.data ? (
              <p id={slotsId} className="text-sm text-red-600">
                {apiErrorMessage(day.error, 'The slots of that day could not be loaded.')} You can still close the whole day.
              </p>
            ) : (
              <div className="flex flex-wrap gap-2">
                {day.data.slots.map((slot) => {
                  const fixed = slot.reason === 'past' || slot.reason === 'closed';
                  return (
                    <ChoiceChip
                      key={slot.time}
                      type="checkbox"
                      value={slot.time}
                      aria-label={slot.reason ? `${slot.time} (${SLOT_NOTE[slot.reason]})` : slot.time}
                      disabled={fixed}
                      {...register('timeSlots', {
                        validate: (chosen, values) =>
                          values.scope !== 'slots' || chosen.length > 0 || 'Please choose at least one slot',
                      })}
                    >
                      {slot.time}
                      {slot.reason ? <span className="text-xs">({SLOT_NOTE[slot.reason]})</span> : null}
                    </ChoiceChip>
                  );
                })}
              </div>
            )}
            <FieldError id={`${slotsId}-error`} error={formState.errors.timeSlots?.message} />
          </fieldset>
        ) : null}

        <RegisteredField
          label="Reason"
          registration={register('reason', { validate: (reason) => reason.trim().length > 0 || 'Please give a reason' })}
        >
          {(control) => <Input {...control} maxLength={REASON_MAX_LENGTH} placeholder="Maintenance, training, bank holiday..." />}
        </RegisteredField>

        <div>
          <Button type="submit" variant="secondary" disabled={isLoading}>
            {isLoading ? 'Closing...' : 'Close'}
          </Button>
        </div>
      </Form>
      {inTheWay ? <BookingsInTheWay bookings={inTheWay} /> : null}
    </Card>
  );
}

function ReopenButton({ closure }: { closure: Closure }) {
  const { toast, toastApiError } = useToast();
  const [reopen, { isLoading }] = useReopenClosureMutation();
  const label = closureLabel(closure);
  const onClick = async () => {
    try {
      await reopen(closure.id).unwrap();
      toast({ title: 'Reopened', description: `${label} can be booked again.` });
    } catch (error) {
      toastApiError('Error', error, 'Failed to reopen');
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void onClick()} disabled={isLoading} aria-label={`Reopen ${label}`}>
      Reopen
    </Button>
  );
}

function UpcomingClosures() {
  const closures = useGetClosuresQuery(undefined, { refetchOnMountOrArgChange: true });
  if (closures.isLoading) return <Spinner label="Loading closures" />;
  if (closures.isError || !closures.data) {
    return <LoadError what="The closures" onRetry={() => void closures.refetch()} />;
  }
  return (
    <section aria-labelledby="upcoming-closures-heading">
      <h2 id="upcoming-closures-heading" className="text-2xl">
        UPCOMING CLOSURES
      </h2>
      {closures.data.length === 0 ? (
        <p className="mt-4 text-navy-600">No upcoming closures.</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Upcoming closures">
          {closures.data.map((closure) => (
            <li key={closure.id}>
              <Card className="flex flex-wrap items-center gap-3 p-4">
                <div className="mr-auto">
                  <p className="font-semibold">{dayHeading(closure.date)}</p>
                  <p className="text-sm text-navy-700">
                    {closure.timeSlot ?? 'Whole day'} · {closure.reason}
                  </p>
                </div>
                <ReopenButton closure={closure} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The admin CLOSURES tab: close a whole day or some slots with a reason, see upcoming closures, reopen them; open Christmas. */
export function ClosuresTab() {
  return (
    <div className="grid gap-12">
      <CloseTimeForm />
      <UpcomingClosures />
      <DaysClosedByDefault />
    </div>
  );
}
