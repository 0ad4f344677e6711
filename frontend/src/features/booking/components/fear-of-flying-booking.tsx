import { useCallback, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, RegisteredField } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Button, type ButtonStyle } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useGetExperiencesQuery } from '../../../lib/experiences-api';
import { formatPence } from '../../../lib/money';
import { isUnavailable } from '../../../lib/retry-while-unavailable';
import { useNavigate } from 'react-router';
import {
  type CourseBooking,
  useCreateFearOfFlyingBookingMutation,
  useCreateFearOfFlyingPaymentIntentMutation,
} from '../api/booking-api';
import { isoDay } from '../booking-options';
import { COURSE_FIELDS, COURSE_LIMITS, courseDetailProblems } from '../course-details-rules';
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
export function FearOfFlyingBooking({ variant = 'primary', size = 'lg', className, ...steps }: FearOfFlyingBookingProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        BOOK YOUR COURSE
      </Button>
      {/* The steps, their form and their queries exist only while open: the page hydrates a button (twice), not two
          closed dialogs' forms (docs/benchmarks.md, /fear-of-flying). Closing drops what was typed. */}
      {open ? <CourseBookingSteps {...steps} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CourseBookingSteps({
  renderPayment,
  onBooked,
  onClose,
}: Pick<FearOfFlyingBookingProps, 'renderPayment' | 'onBooked'> & { onClose: () => void }) {
  // The course's price comes from the catalogue; the payment dialog shows what the server set the payment up for.
  const option = useGetExperiencesQuery().data?.find((experience) => experience.id === COURSE_EXPERIENCE_ID)?.options[0];
  const coursePence = option?.pricePence;
  const {
    voucher,
    notApplied,
    field: voucherField,
  } = useAppliedVoucher(option ? { sessionType: COURSE_EXPERIENCE_ID, optionId: option.id } : null);
  const noCard = voucher?.toPayPence === 0;
  const id = useId();
  const navigate = useNavigate();
  const { toast, toastApiError } = useToast();
  const [step, setStep] = useState<'details' | 'payment'>('details');
  const form = useForm<CourseDetails>({ defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const { register, clearErrors, setValue, getValues } = form;
  const [name, email, phone, preferredDate] = form.watch(['name', 'email', 'phone', 'preferredDate']);
  // A voucher booking is one request: a second click waits for it rather than using the voucher twice.
  const [submitting, setSubmitting] = useState(false);
  const [createIntent] = useCreateFearOfFlyingPaymentIntentMutation();
  const [recordBooking] = useCreateFearOfFlyingBookingMutation();

  // Checked together when CONTINUE is pressed; a field being corrected no longer shows the old reason.
  const required = (field: (typeof COURSE_FIELDS)[number]) =>
    register(field, { validate: (_, values) => courseDetailProblems(values)[field] ?? true, onChange: () => clearErrors(field) });

  const record = useCallback(
    async (paymentIntentId: string | null) => {
      const details = getValues();
      try {
        const course = await recordBooking({
          name: details.name.trim(),
          email: details.email.trim(),
          phone: details.phone.trim(),
          preferredDate: details.preferredDate ? isoDay(details.preferredDate) : null,
          notes: details.notes.trim() || null,
          ...(paymentIntentId ? { paymentIntentId } : { voucherCode: voucher?.code }),
        }).unwrap();
        onClose();
        toast({
          title: 'Booking Confirmed!',
          description: 'Your Fear of Flying course has been booked. Check your email for confirmation.',
        });
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
    [onClose, getValues, recordBooking, toast, toastApiError, onBooked, navigate, voucher],
  );

  const missing = () => {
    const details = getValues();
    if (COURSE_FIELDS.some((field) => !details[field].trim()))
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });
  };

  const toPayment = () => {
    if (notApplied) {
      toast({ title: 'Voucher Not Applied', description: notApplied, variant: 'destructive' });
      return;
    }
    if (!noCard) return setStep('payment');
    setSubmitting(true);
    void record(null).finally(() => setSubmitting(false));
  };

  const startPayment = useCallback(
    () => createIntent({ name: name.trim(), email: email.trim(), ...(voucher ? { voucherCode: voucher.code } : {}) }).unwrap(),
    [createIntent, name, email, voucher],
  );

  const billingDetails = useMemo(() => ({ name, email, phone }), [name, email, phone]);

  return (
    <>
      <Dialog open={step === 'details'} onOpenChange={(open) => (open ? setStep('details') : onClose())}>
        <DialogContent
          title="Book the Fear of Flying Course"
          description={`4-hour course with an airline pilot${coursePence ? ` · ${formatPence(coursePence)}` : ''}`}
        >
          <Form form={form} onValid={toPayment} onInvalid={missing} className="grid gap-4">
            <RegisteredField label="Full Name" registration={required('name')}>
              {(control) => <Input {...control} autoComplete="name" maxLength={COURSE_LIMITS.name} />}
            </RegisteredField>
            <RegisteredField label="Email" registration={required('email')}>
              {(control) => <Input {...control} type="email" autoComplete="email" maxLength={COURSE_LIMITS.email} />}
            </RegisteredField>
            <RegisteredField label="Phone" registration={required('phone')}>
              {(control) => <Input {...control} type="tel" autoComplete="tel" maxLength={COURSE_LIMITS.phone} />}
            </RegisteredField>
            <div className="grid gap-1.5">
              <span id={`${id}-date`} className="text-sm font-semibold">
                Preferred Date (optional)
              </span>
              <DateCalendar
                aria-labelledby={`${id}-date`}
                firstDay="tomorrow"
                selected={preferredDate}
                onSelect={(date) => setValue('preferredDate', date)}
              />
            </div>
            <RegisteredField label="Notes (optional)" registration={register('notes')}>
              {(control) => <Textarea {...control} rows={3} maxLength={COURSE_LIMITS.notes} />}
            </RegisteredField>
            <VoucherField {...voucherField} />
            <Button type="submit" size="lg" className="w-full" disabled={submitting}>
              {noCard ? 'CONFIRM BOOKING' : 'CONTINUE TO PAYMENT'}
            </Button>
          </Form>
        </DialogContent>
      </Dialog>

      {renderPayment({
        open: step === 'payment',
        onOpenChange: (open) => (open ? setStep('payment') : onClose()),
        title: 'Fear of Flying Course',
        totalPence: voucher ? voucher.toPayPence : (coursePence ?? 0),
        createIntent: startPayment,
        billingDetails,
        onSucceeded: record,
      })}
    </>
  );
}
