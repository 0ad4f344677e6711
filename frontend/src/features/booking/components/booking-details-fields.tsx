import { useFormState, useWatch } from 'react-hook-form';
import { RegisteredField } from '../../../components/form';
import { Button, ButtonLink } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { SelectOptions } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { formatPence } from '../../../lib/money';
import { EXPERIENCE_LEVELS } from '../booking-options';
import { LIMITS, RULES } from '../booking-form-rules';
import type { BookingForm } from '../use-booking-form';
import { EmailOptInField } from './email-opt-in-field';
import { FlightQuestionsFields } from './flight-questions-fields';
import { PartySizeField } from './party-size-field';
import { VoucherField } from './voucher-field';

interface BookingDetailsFieldsProps {
  booking: BookingForm;
  /** A voucher-paid booking is being made: the submit button waits. */
  submitting: boolean;
}

/** The booking form's second column: experience, contact details, gift voucher, the total and the submit button. */
export function BookingDetailsFields({ booking, submitting }: BookingDetailsFieldsProps) {
  const { form, ids, voucher, voucherField, voucherKey, payPence, noCard, option, partySize } = booking;
  // useWatch: this column re-renders itself when an answer changes (its controls are not registered inputs).
  const answers = useWatch({ control: form.control, name: ['whoIsFlying', 'participantName', 'ageRulesConfirmed'] });
  const { register } = form;
  const { errors, isSubmitted } = useFormState({ control: form.control });

  return (
    <div className="grid content-start gap-5">
      <RegisteredField
        id={ids.experienceLevel}
        label="Experience Level"
        registration={register('experienceLevel', RULES.experienceLevel)}
      >
        {(control) => (
          <select {...control} className={`${fieldClasses} h-11`}>
            <SelectOptions options={EXPERIENCE_LEVELS} placeholder="Select your experience" />
          </select>
        )}
      </RegisteredField>
      <RegisteredField id={ids.name} label="Full Name" registration={register('name', RULES.name)}>
        {(control) => <Input {...control} autoComplete="name" maxLength={LIMITS.name} />}
      </RegisteredField>
      <RegisteredField id={ids.email} label="Email" registration={register('email', RULES.email)}>
        {(control) => <Input {...control} type="email" autoComplete="email" maxLength={LIMITS.email} />}
      </RegisteredField>
      <RegisteredField id={ids.phone} label="Phone" registration={register('phone', RULES.phone)}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" maxLength={LIMITS.phone} />}
      </RegisteredField>
      <RegisteredField id={ids.notes} label="Special Requests (optional)" registration={register('notes', RULES.notes)}>
        {(control) => <Textarea {...control} rows={4} maxLength={LIMITS.notes} />}
      </RegisteredField>

      {option ? (
        <PartySizeField
          option={option}
          value={partySize}
          onChange={(size) => form.setValue('partySize', size)}
          error={errors.partySize?.message}
        />
      ) : null}
      <FlightQuestionsFields
        answers={{ whoIsFlying: answers[0], participantName: answers[1], ageRulesConfirmed: answers[2] }}
        onChange={(patch) => {
          for (const [field, value] of Object.entries(patch) as [keyof typeof patch, never][])
            form.setValue(field, value, { shouldValidate: isSubmitted });
        }}
        errors={{ participantName: errors.participantName?.message, ageRulesConfirmed: errors.ageRulesConfirmed?.message }}
        ids={{ participantName: ids.participantName, ageRulesConfirmed: ids.ageRulesConfirmed }}
      />

      <EmailOptInField registration={register('emailOptIn')} />

      <VoucherField key={voucherKey} {...voucherField} />

      <div aria-live="polite" className="flex items-baseline justify-between rounded-lg bg-navy-900 px-5 py-4 text-white">
        <span className="font-semibold">Total</span>
        <span className="font-display text-3xl font-bold" data-testid="booking-total">
          {formatPence(payPence ?? 0)}
        </span>
      </div>
      {voucher ? (
        <p className="text-sm text-navy-600">
          Gift voucher {voucher.code}: -{formatPence(voucher.coveredPence)}.
          {noCard ? ' Your voucher covers everything: no card is needed.' : ''}
        </p>
      ) : null}
      <p className="text-sm text-navy-600">Prices include VAT. Please arrive 15 minutes before your session.</p>

      <div className="grid gap-3 sm:grid-cols-2">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? 'Holding your slot...' : noCard ? 'CONFIRM BOOKING' : 'PROCEED TO PAYMENT'}
        </Button>
        <ButtonLink to="/shop" size="lg" variant="outline">
          BUY A GIFT CARD
        </ButtonLink>
      </div>
    </div>
  );
}
