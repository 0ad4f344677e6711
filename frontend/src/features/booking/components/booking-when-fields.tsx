import { ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { FieldError, FormField } from '../../../components/form-field';
import { HydrateWhenNear } from '../../../components/hydrate-when-near';
import { ButtonLink } from '../../../components/ui/button';
import { ChoiceChip } from '../../../components/ui/choice-chip';
import { fieldClasses } from '../../../components/ui/field-styles';
import { SelectOptions } from '../../../components/ui/field';
import { durationLabel, type Experience } from '../../../lib/experiences';
import { formatPence } from '../../../lib/money';
import type { BookingForm } from '../use-booking-form';
import { useMonthMarks } from '../use-month-marks';
import { DateCalendar } from './date-calendar';
import { TimeSlotPicker } from './time-slot-picker';

interface FieldGroupProps {
  /** The group's id, which the form focuses when its value is refused. */
  id: string;
  labelId: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A field that is a group of controls (the calendar, the time slots): named by its label, carrying its error. */
function FieldGroup({ id, labelId, label, error, children }: FieldGroupProps) {
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="grid gap-1.5"
    >
      <span id={labelId} className="text-sm font-semibold">
        {label}
      </span>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const SHOWN = ['sessionType', 'optionId', 'timeSlot'] as const;

interface BookingWhenFieldsProps {
  sessions: Experience[];
  booking: BookingForm;
}

/** The booking form's first column: session, duration, date and time (UK), each with the reason it is refused. */
export function BookingWhenFields({ sessions, booking }: BookingWhenFieldsProps) {
  const ids = { duration: useId(), dateLabel: useId(), timeLabel: useId() };
  const { form, session, slotSession, date, slots, slotsLoading, selectSession, selectOption, selectDate, selectTime } = booking;
  const [sessionType, optionId, timeSlot] = useWatch({ control: form.control, name: SHOWN });
  const { errors } = useFormState({ control: form.control });
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
              <ChoiceChip
                key={choice.id}
                type="radio"
                name={ids.duration}
                checked={optionId === choice.id}
                onChange={() => selectOption(choice.id)}
              >
                {choice.name} ({durationLabel(choice.minutes)}) - {formatPence(choice.pricePence)}
              </ChoiceChip>
            ))}
          </div>
        </fieldset>
      ) : null}

      <FieldGroup id={booking.ids.date} labelId={ids.dateLabel} label="Date" error={errors.date?.message}>
        {/* Named by the group around it, which also carries its error. Below the first screen on a phone. */}
        <HydrateWhenNear shows={[date, month.marks]}>
          <DateCalendar selected={date} onSelect={selectDate} marks={month.marks} onMonthChange={month.show} />
        </HydrateWhenNear>
      </FieldGroup>

      <FieldGroup id={booking.ids.timeSlot} labelId={ids.timeLabel} label="Time (UK time)" error={errors.timeSlot?.message}>
        {slotSession ? (
          <TimeSlotPicker slots={slots} loading={slotsLoading} selected={timeSlot || undefined} onSelect={selectTime} labelledBy={ids.timeLabel} />
        ) : (
          <p className="text-navy-600">Choose a session to see the available times.</p>
        )}
      </FieldGroup>
    </div>
  );
}
