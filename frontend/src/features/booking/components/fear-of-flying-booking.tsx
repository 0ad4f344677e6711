import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form-field';
import { useToast } from '../../../components/toast/use-toast';
import { Button, type ButtonStyle } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useGetExperiencesQuery } from '../../../lib/experiences';
import { formatPence } from '../../../lib/money';
import { isUnavailable } from '../../../lib/retry-while-unavailable';
import { useNavigate } from 'react-router';
import { type CourseBooking, useCreateFearOfFlyingBookingMutation, useCreateFearOfFlyingPaymentIntentMutation } from '../api/booking-api';
import { isoDay } from '../booking-options';
import { COURSE_FIELDS, COURSE_LIMITS, courseDetailProblems, type CourseErrors } from '../course-details-rules';
import { type RenderPayment } from '../payment-step';
import { useAppliedVoucher } from '../use-applied-voucher';
import { DateCalendar } from './date-calendar';
import { VoucherField } from './voucher-field';

interface CourseDetails {
  name: string;
  email: string;
  phone: string;
  preferredDate: Date | undefined;
  notes: string;
}

const COURSE_EXPERIENCE_ID = 'fear-of-flying';

const EMPTY: CourseDetails = { name: '', email: '', phone: '', preferredDate: undefined, notes: '' };

export interface FearOfFlyingBookingProps extends ButtonStyle {
  className?: string;
  /** The page's payment dialog (the payment feature's PaymentDialog). */
  renderPayment: RenderPayment;
  /** The page keeps what /confirmation shows (with the gift voucher's code, if one paid); the dialog then goes there (after its toast). */
  onBooked?: (course: CourseBooking, voucherCode: string | null) => void;
}

/**
 * BOOK YOUR COURSE and its two-step dialog (docs/product.md, Fear of Flying course): the details (name, e-mail and phone
 * required; an optional preferred date after today; notes; a gift voucher), then the payment of what is
 * left to pay. A voucher that pays everything books at CONFIRM BOOKING with no card. Closing at any step
 * goes back to an empty details step.
 */
export function FearOfFlyingBooking({ variant = 'primary', size = 'lg', className, renderPayment, onBooked }: FearOfFlyingBookingProps) {
  // The course's price comes from the catalogue; the payment dialog shows what the server set the payment up for.
  const option = useGetExperiencesQuery().data?.find((experience) => experience.id === COURSE_EXPERIENCE_ID)?.options[0];
  const coursePence = option?.pricePence;
  const { voucher, notApplied, field: voucherField, clear: clearVoucher } = useAppliedVoucher(option ? { sessionType: COURSE_EXPERIENCE_ID, optionId: option.id } : null);
  const noCard = voucher?.toPayPence === 0;
  const id = useId();
  const navigate = useNavigate();
  const { toast, toastApiError } = useToast();
  const [step, setStep] = useState<'closed' | 'details' | 'payment'>('closed');
  const [details, setDetails] = useState<CourseDetails>(EMPTY);
  const [errors, setErrors] = useState<CourseErrors>({});
  const inputs = useRef<Partial<Record<(typeof COURSE_FIELDS)[number], HTMLInputElement | null>>>({});
  // A voucher booking is one request: a second click waits for it rather than using the voucher twice.
  const [submitting, setSubmitting] = useState(false);
  const [createIntent] = useCreateFearOfFlyingPaymentIntentMutation();
  const [recordBooking] = useCreateFearOfFlyingBookingMutation();

  const close = useCallback(() => {
    setStep('closed');
    setDetails(EMPTY);
    setErrors({});
    clearVoucher();
  }, [clearVoucher]);

  const update = (field: keyof CourseDetails, value: string | Date | undefined) => {
    setDetails((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  };

  const record = useCallback(
    async (paymentIntentId: string | null) => {
      try {
        const course = await recordBooking({
          name: details.name.trim(),
          email: details.email.trim(),
          phone: details.phone.trim(),
          preferredDate: details.preferredDate ? isoDay(details.preferredDate) : null,
          notes: details.notes.trim() || null,
          ...(paymentIntentId ? { paymentIntentId } : { voucherCode: voucher?.code }),
        }).unwrap();
        close();
        toast({ title: 'Booking Confirmed!', description: 'Your Fear of Flying course has been booked. Check your email for confirmation.' });
        if (onBooked) {
          onBooked(course, course.voucherPence > 0 ? (voucher?.code ?? null) : null);
          void navigate('/confirmation');
        }
      } catch (error) {
        // Paid by card and the API is unavailable: the payment dialog asks again (recording is idempotent per payment).
        if (paymentIntentId && isUnavailable(error)) throw error;
        toastApiError('Error', error, 'Failed to save booking');
      }
    },
    [close, details, recordBooking, toast, toastApiError, onBooked, navigate, voucher],
  );

  const toPayment = (event: FormEvent) => {
    event.preventDefault();
    const problems = courseDetailProblems(details);
    setErrors(problems);
    const first = COURSE_FIELDS.find((field) => problems[field]);
    if (first) {
      inputs.current[first]?.focus();
      if (COURSE_FIELDS.some((field) => !details[field].trim()))
        toast({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });
      return;
    }
    if (notApplied) {
      toast({ title: 'Voucher Not Applied', description: notApplied, variant: 'destructive' });
      return;
    }
    if (!noCard) return setStep('payment');
    setSubmitting(true);
    void record(null).finally(() => setSubmitting(false));
  };

  const startPayment = useCallback(
    () => createIntent({ name: details.name.trim(), email: details.email.trim(), ...(voucher ? { voucherCode: voucher.code } : {}) }).unwrap(),
    [createIntent, details.name, details.email, voucher],
  );

  const billingDetails = useMemo(() => ({ name: details.name, email: details.email, phone: details.phone }), [details.name, details.email, details.phone]);
  const keep = (field: (typeof COURSE_FIELDS)[number]) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setStep('details')}>
        BOOK YOUR COURSE
      </Button>

      <Dialog open={step === 'details'} onOpenChange={(open) => (open ? setStep('details') : close())}>
        <DialogContent title="Book the Fear of Flying Course" description={`4-hour course with an airline pilot${coursePence ? ` · ${formatPence(coursePence)}` : ''}`}>
          <form onSubmit={toPayment} noValidate className="grid gap-4">
            <FormField label="Full Name" error={errors.name}>
              {(control) => (
                <Input {...control} ref={keep('name')} autoComplete="name" maxLength={COURSE_LIMITS.name} value={details.name} onChange={(event) => update('name', event.target.value)} />
              )}
            </FormField>
            <FormField label="Email" error={errors.email}>
              {(control) => (
                <Input {...control} ref={keep('email')} type="email" autoComplete="email" maxLength={COURSE_LIMITS.email} value={details.email} onChange={(event) => update('email', event.target.value)} />
              )}
            </FormField>
            <FormField label="Phone" error={errors.phone}>
              {(control) => (
                <Input {...control} ref={keep('phone')} type="tel" autoComplete="tel" maxLength={COURSE_LIMITS.phone} value={details.phone} onChange={(event) => update('phone', event.target.value)} />
              )}
            </FormField>
            <div className="grid gap-1.5">
              <span id={`${id}-date`} className="text-sm font-semibold">
                Preferred Date (optional)
              </span>
              <DateCalendar aria-labelledby={`${id}-date`} firstDay="tomorrow" selected={details.preferredDate} onSelect={(date) => update('preferredDate', date)} />
            </div>
            <FormField label="Notes (optional)">
              {(control) => <Textarea {...control} rows={3} maxLength={COURSE_LIMITS.notes} value={details.notes} onChange={(event) => update('notes', event.target.value)} />}
            </FormField>
            <VoucherField {...voucherField} />
            <Button type="submit" size="lg" className="w-full" disabled={submitting}>
              {noCard ? 'CONFIRM BOOKING' : 'CONTINUE TO PAYMENT'}
            </Button>
          </form>
        </DialogContent>
      </Dialog>

      {renderPayment({
        open: step === 'payment',
        onOpenChange: (open) => (open ? setStep('payment') : close()),
        title: 'Fear of Flying Course',
        totalPence: voucher ? voucher.toPayPence : (coursePence ?? 0),
        createIntent: startPayment,
        billingDetails,
        onSucceeded: record,
      })}
    </>
  );
}
