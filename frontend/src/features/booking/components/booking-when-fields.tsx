import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { FieldError, FormField } from '../../../components/form-field';
import { ButtonLink } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/field-styles';
import { SelectOptions } from '../../../components/ui/field';
import { durationLabel, type Experience } from '../../../lib/experiences';
import { formatPence } from '../../../lib/money';
import type { BookingForm } from '../use-booking-form';
import { useMonthMarks } from '../use-month-marks';
import { DateCalendar } from './date-calendar';
import { TimeSlotPicker } from './time-slot-picker';

interface BookingWhenFieldsProps {
  sessions: Experience[];
  booking: BookingForm;
}

/** The booking form's first column: session, duration, date and time (UK), each with the reason it is refused. */
export function BookingWhenFields({ sessions, booking }: BookingWhenFieldsProps) {
  const ids = { duration: useId(), dateLabel: useId(), timeLabel: useId() };
  const { form, session, slotSession, date, slots, slotsLoading, selectSession, selectOption, selectDate, selectTime } = booking;
  const [sessionType, optionId, timeSlot] = form.watch(['sessionType', 'optionId', 'timeSlot']);
  const { errors } = form.formState;
  // Full and closed days are marked for the session and duration chosen (docs/product.md, Booking rules: Availability).
  const month = useMonthMarks(slotSession?.id, optionId || undefined, date);

  return (
    <div className="grid content-start gap-6">
      <FormField id={booking.ids.sessionType} label="Session" error={errors.sessionType?.message}>
        {(control) => (
          <select {...control} value={sessionType} onChange={(event) => selectSession(event.target.value)} className={`${fieldClasses} h-11`}>
            <SelectOptions options={sessions.map(({ id, name }) => ({ value: id, label: name }))} placeholder="Select a session" />
          </select>
        )}
      </FormField>

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

      <div
        id={booking.ids.date}
        role="group"
        aria-labelledby={ids.dateLabel}
        aria-describedby={errors.date ? `${booking.ids.date}-error` : undefined}
        aria-invalid={errors.date ? true : undefined}
        className="grid gap-1.5"
      >
        <span id={ids.dateLabel} className="text-sm font-semibold">
          Date
        </span>
        {/* Named by the group around it, which also carries its error. */}
        <DateCalendar selected={date} onSelect={selectDate} marks={month.marks} onMonthChange={month.show} />
        <FieldError id={`${booking.ids.date}-error`} error={errors.date?.message} />
      </div>

      <div
        id={booking.ids.timeSlot}
        role="group"
        aria-labelledby={ids.timeLabel}
        aria-describedby={errors.timeSlot ? `${booking.ids.timeSlot}-error` : undefined}
        aria-invalid={errors.timeSlot ? true : undefined}
        className="grid gap-1.5"
      >
        <span id={ids.timeLabel} className="text-sm font-semibold">
          Time (UK time)
        </span>
        {slotSession ? (
          <TimeSlotPicker slots={slots} loading={slotsLoading} selected={timeSlot || undefined} onSelect={selectTime} labelledBy={ids.timeLabel} />
        ) : (
          <p className="text-navy-600">Choose a session to see the available times.</p>
        )}
        <FieldError id={`${booking.ids.timeSlot}-error`} error={errors.timeSlot?.message} />
      </div>
    </div>
  );
}
