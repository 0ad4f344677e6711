import { useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { Field, SelectOptions } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { formatPence } from '../../../lib/money';
import { EXPERIENCE_LEVELS } from '../booking-options';
import type { BookingForm } from '../use-booking-form';
import { VoucherField } from './voucher-field';

/** The booking form sets its labels a little closer to their fields. */
const fieldClassName = 'grid gap-1.5';

interface BookingDetailsFieldsProps {
  booking: BookingForm;
  /** A voucher-paid booking is being made: the submit button waits. */
  submitting: boolean;
}

/** The booking form's second column: experience, contact details, gift voucher, the total and the submit button. */
export function BookingDetailsFields({ booking, submitting }: BookingDetailsFieldsProps) {
  const ids = { experience: useId(), name: useId(), email: useId(), phone: useId(), notes: useId() };
  const { form, voucher, voucherField, voucherKey, payPence, noCard } = booking;
  const { register } = form;

  return (
    <div className="grid content-start gap-5">
      <Field id={ids.experience} label="Experience Level" className={fieldClassName}>
        <select id={ids.experience} {...register('experienceLevel')} className={`${fieldClasses} h-11`}>
          <SelectOptions options={EXPERIENCE_LEVELS} placeholder="Select your experience" />
        </select>
      </Field>
      <Field id={ids.name} label="Full Name" className={fieldClassName}>
        <Input id={ids.name} autoComplete="name" {...register('name')} />
      </Field>
      <Field id={ids.email} label="Email" className={fieldClassName}>
        <Input id={ids.email} type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field id={ids.phone} label="Phone" className={fieldClassName}>
        <Input id={ids.phone} type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field id={ids.notes} label="Special Requests (optional)" className={fieldClassName}>
        <Textarea id={ids.notes} rows={4} {...register('notes')} />
      </Field>

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
          {noCard ? 'CONFIRM BOOKING' : 'PROCEED TO PAYMENT'}
        </Button>
        <ButtonLink to="/shop" size="lg" variant="outline">
          BUY A GIFT CARD
        </ButtonLink>
      </div>
    </div>
  );
}
