import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form, FormProblem, RegisteredField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDay } from '../../../lib/dates';
import { takesSlot, type Experience } from '../../../lib/experiences';
import type { ExperienceLevel } from '../api/booking-api';
import { useJoinWaitlistMutation, type JoinWaitlistRequest } from '../api/waitlist-api';
import { EXPERIENCE_LEVELS, isoDay, londonToday } from '../booking-options';
import { AGE_RULES_TEXT } from '../party';
import type { BookingForm } from '../use-booking-form';

const START_TIMES = ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '18:00'] as const;
const MAX_DAYS = 14;

/** What the dialog asks: the days and times to wait for (any time: null) and the details a booking needs. */
interface WaitlistValues {
  days: string[];
  times: string[] | null;
  name: string;
  email: string;
  phone: string;
  experienceLevel: string;
  ageRulesConfirmed: boolean;
}

/** The booking form's answers the waitlist asks again, as they stand when the dialog opens, waiting for its day. */
function formValues(booking: BookingForm): WaitlistValues {
  const values = booking.form.getValues();
  return {
    days: [booking.date ? isoDay(booking.date) : ''],
    times: null,
    name: values.name,
    email: values.email,
    phone: values.phone,
    experienceLevel: values.experienceLevel,
    ageRulesConfirmed: values.ageRulesConfirmed === true,
  };
}

/**
 * "Tell me if this frees up" (docs/product.md, Waitlist), under /book-flight's form once a simulator session is chosen
 * (a full day cannot be picked in the calendar, so the dialog asks for the days): the days and times to wait for and
 * the details a booking needs, so an offer holds a booking ready to pay. Only the e-mails asked for follow: on the
 * list, and an offer.
 */
export function WaitlistJoin({ booking }: { booking: BookingForm }) {
  const { slotSession, slots } = booking;
  const [open, setOpen] = useState(false);

  // The waitlist is for the simulator's slots (a coach's online sessions have none).
  if (!slotSession || !takesSlot(slotSession, 'slot')) return null;
  const takenToday = slots?.some((slot) => slot.reason === 'taken') ?? false;

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-navy-100 bg-white p-4">
      <p className="mr-auto">
        {takenToday ? 'The time you want is taken?' : 'Fully booked on the day you want, or the time is taken?'}
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Tell me if this frees up
      </Button>
      {/* Mounted only while open: a Radix dialog sets its ids in layout effects as it mounts, which in hydration's
          commit made React render again at once (src/pages/book-flight-hydration.spec.tsx). */}
      {open ? (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent
            title="Tell me if this frees up"
            description={`${slotSession.name}: if a time you choose frees up, we hold it for you for 30 minutes and e-mail you a link to book it. We only e-mail you about this.`}
          >
            <WaitlistJoinForm booking={booking} slotSession={slotSession} onDone={() => setOpen(false)} />
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}

/**
 * The dialog's form and what joining answered, mounted each time the dialog opens (so the page mounts no form state
 * for it): it starts from the booking form's answers as they stand then.
 */
function WaitlistJoinForm({
  booking,
  slotSession,
  onDone,
}: {
  booking: BookingForm;
  slotSession: Experience;
  onDone: () => void;
}) {
  const { partySize } = booking;
  const optionId = useWatch({ control: booking.form.control, name: 'optionId' });
  const [defaultValues] = useState(() => formValues(booking));
  const form = useForm<WaitlistValues>({ defaultValues });
  const { register, setValue } = form;
  const [days, times] = form.watch(['days', 'times']);
  const setDays = (next: string[]) => setValue('days', next);
  const setTimes = (next: string[] | null) => setValue('times', next);
  const [join, { isLoading, error, data: joined }] = useJoinWaitlistMutation();

  const submit = async (details: WaitlistValues) => {
    const request: JoinWaitlistRequest = {
      sessionType: slotSession.id,
      optionId: optionId || undefined,
      partySize,
      dates: details.days.filter(Boolean),
      times: details.times && details.times.length > 0 ? (details.times as JoinWaitlistRequest['times']) : undefined,
      name: details.name,
      email: details.email,
      phone: details.phone || null,
      experienceLevel: details.experienceLevel as ExperienceLevel,
      whoIsFlying: 'me',
      ageRulesConfirmed: details.ageRulesConfirmed,
    };
    await join(request)
      .unwrap()
      .catch(() => undefined);
  };

  const field = (key: 'name' | 'email' | 'phone', label: string, type = 'text') => (
    <RegisteredField id={`waitlist-${key}`} label={label} registration={register(key)}>
      {(control) => <Input {...control} type={type} />}
    </RegisteredField>
  );

  return joined ? (
    <div role="status" className="grid gap-4">
      <p className="font-semibold">You are on the waitlist.</p>
      <p>We have e-mailed {joined.email} to confirm. Every e-mail from the waitlist has a link to leave it.</p>
      <div>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  ) : (
    <Form form={form} onValid={submit} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">Days</legend>
        {days.map((day, index) => (
          <div key={index} className="flex flex-wrap items-center gap-2">
            <Input
              type="date"
              aria-label={`Day ${index + 1}`}
              value={day}
              min={isoDay(londonToday())}
              onChange={(event) => setDays(days.map((value, at) => (at === index ? event.target.value : value)))}
              className="w-44"
            />
            {day ? <span className="text-sm text-navy-600">{formatDay(day)}</span> : null}
            {days.length > 1 ? (
              <Button variant="ghost" size="sm" onClick={() => setDays(days.filter((_, at) => at !== index))}>
                Remove
              </Button>
            ) : null}
          </div>
        ))}
        {days.length < MAX_DAYS ? (
          <div>
            <Button variant="ghost" size="sm" onClick={() => setDays([...days, ''])}>
              Add another day
            </Button>
          </div>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">Times</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="waitlist-times" checked={times === null} onChange={() => setTimes(null)} /> Any time
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="waitlist-times" checked={times !== null} onChange={() => setTimes([])} /> Only these times
        </label>
        {times !== null ? (
          <div className="flex flex-wrap gap-3 pl-6">
            {START_TIMES.map((time) => (
              <label key={time} className="flex items-center gap-1.5">
                <input
                  type="checkbox"
                  checked={times.includes(time)}
                  onChange={(event) =>
                    setTimes(event.target.checked ? [...times, time] : times.filter((chosen) => chosen !== time))
                  }
                />
                {time}
              </label>
            ))}
          </div>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Name')}
        {field('email', 'E-mail', 'email')}
        {field('phone', 'Phone (optional)', 'tel')}
        <RegisteredField id="waitlist-level" label="Experience level" registration={register('experienceLevel')}>
          {(control) => (
            <select {...control} className={`${fieldClasses} h-11`}>
              <SelectOptions options={EXPERIENCE_LEVELS} placeholder="Select your experience" />
            </select>
          )}
        </RegisteredField>
      </div>
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-1" {...register('ageRulesConfirmed')} />
        {AGE_RULES_TEXT}
      </label>
      <FormProblem problem={error ? apiErrorMessage(error) : null} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Joining...' : 'JOIN THE WAITLIST'}
        </Button>
      </div>
    </Form>
  );
}
