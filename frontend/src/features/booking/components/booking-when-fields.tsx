import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Field, SelectOptions } from '../../../components/ui/field';
import { durationLabel, type Experience } from '../../../lib/experiences';
import { formatPence } from '../../../lib/money';
import type { BookingForm } from '../use-booking-form';
import { DateCalendar } from './date-calendar';
import { TimeSlotPicker } from './time-slot-picker';

interface BookingWhenFieldsProps {
  sessions: Experience[];
  booking: BookingForm;
  /** The id of the session select (the form's heading names it). */
  sessionFieldId: string;
}

/** The booking form's first column: session, duration, date and time (UK). */
export function BookingWhenFields({ sessions, booking, sessionFieldId }: BookingWhenFieldsProps) {
  const ids = { duration: useId(), date: useId(), time: useId() };
  const { form, session, slotSession, date, slots, slotsLoading, selectSession, selectOption, selectDate } = booking;
  const [sessionType, optionId, timeSlot] = form.watch(['sessionType', 'optionId', 'timeSlot']);

  return (
    <div className="grid content-start gap-6">
      <Field id={sessionFieldId} label="Session" className="grid gap-1.5">
        <select
          id={sessionFieldId}
          value={sessionType}
          onChange={(event) => selectSession(event.target.value)}
          className={`${fieldClasses} h-11`}
        >
          <SelectOptions options={sessions.map(({ id, name }) => ({ value: id, label: name }))} placeholder="Select a session" />
        </select>
      </Field>

      {session?.bookedAs === 'course' ? (
        <div className="rounded-lg border border-navy-200 bg-white p-4">
          <p>
            The Fear of Flying course is booked on its own page: choose a preferred date and our airline pilot arranges the time
            with you.
          </p>
          <ButtonLink to="/fear-of-flying" className="mt-4" variant="secondary">
            BOOK THE COURSE <ExternalLink aria-hidden />
          </ButtonLink>
        </div>
      ) : null}

      {slotSession && slotSession.options.length > 1 ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">Duration</legend>
          <div className="flex flex-wrap gap-2">
            {slotSession.options.map((choice) => (
              <label
                key={choice.id}
                className="flex cursor-pointer items-center gap-2 rounded-md border-2 border-navy-200 bg-white px-3 py-2 has-checked:border-navy-900"
              >
                <input
                  type="radio"
                  name={ids.duration}
                  checked={optionId === choice.id}
                  onChange={() => selectOption(choice.id)}
                />
                {choice.name} ({durationLabel(choice.minutes)}) - {formatPence(choice.pricePence)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="grid gap-1.5">
        <span id={ids.date} className="text-sm font-semibold">
          Date
        </span>
        <DateCalendar aria-labelledby={ids.date} selected={date} onSelect={selectDate} />
      </div>

      <div className="grid gap-1.5">
        <span id={ids.time} className="text-sm font-semibold">
          Time (UK time)
        </span>
        {slotSession ? (
          <TimeSlotPicker
            slots={slots}
            loading={slotsLoading}
            selected={timeSlot || undefined}
            onSelect={(time) => form.setValue('timeSlot', time)}
            labelledBy={ids.time}
          />
        ) : (
          <p className="text-navy-600">Choose a session to see the available times.</p>
        )}
      </div>
    </div>
  );
}
