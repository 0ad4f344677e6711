import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button, type ButtonStyle } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { formatPence } from '../../../lib/money';
import { useCreateFearOfFlyingBookingMutation, useCreateFearOfFlyingPaymentIntentMutation } from '../api/booking-api';
import { isoDay } from '../booking-options';
import { errorText, type RenderPayment } from '../payment-step';
import { DateCalendar } from './date-calendar';

/** SPEC section 9: the course is £295.00. The server sets the amount; this is what the dialog shows. */
const COURSE_PRICE_PENCE = 29500;

interface CourseDetails {
  name: string;
  email: string;
  phone: string;
  preferredDate: Date | undefined;
  notes: string;
}

const EMPTY: CourseDetails = { name: '', email: '', phone: '', preferredDate: undefined, notes: '' };

export interface FearOfFlyingBookingProps extends ButtonStyle {
  className?: string;
  /** The page's payment dialog (the payment feature's PaymentDialog). */
  renderPayment: RenderPayment;
}

/**
 * BOOK YOUR COURSE and its two-step dialog (SPEC sections 2, 4, 5): the details (name, e-mail and phone
 * required; an optional preferred date after today; notes), then the £295.00 payment. Closing at any
 * step goes back to an empty details step.
 */
export function FearOfFlyingBooking({ variant = 'primary', size = 'lg', className, renderPayment }: FearOfFlyingBookingProps) {
  const id = useId();
  const { toast } = useToast();
  const [step, setStep] = useState<'closed' | 'details' | 'payment'>('closed');
  const [details, setDetails] = useState<CourseDetails>(EMPTY);
  const [missing, setMissing] = useState<(keyof CourseDetails)[]>([]);
  const [createIntent] = useCreateFearOfFlyingPaymentIntentMutation();
  const [recordBooking] = useCreateFearOfFlyingBookingMutation();

  const close = useCallback(() => {
    setStep('closed');
    setDetails(EMPTY);
    setMissing([]);
  }, []);

  const update = (field: keyof CourseDetails, value: string | Date | undefined) => {
    setDetails((current) => ({ ...current, [field]: value }));
    setMissing((current) => current.filter((name) => name !== field));
  };

  const toPayment = (event: FormEvent) => {
    event.preventDefault();
    const empty = (['name', 'email', 'phone'] as const).filter((field) => !details[field].trim());
    if (empty.length > 0) {
      setMissing(empty);
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });
      return;
    }
    setStep('payment');
  };

  const startPayment = useCallback(async () => {
    const started = await createIntent({ name: details.name.trim(), email: details.email.trim() }).unwrap();
    return { ...started, totalPence: COURSE_PRICE_PENCE };
  }, [createIntent, details.name, details.email]);

  const onSucceeded = useCallback(
    async (paymentIntentId: string) => {
      try {
        await recordBooking({
          name: details.name.trim(),
          email: details.email.trim(),
          phone: details.phone.trim(),
          preferredDate: details.preferredDate ? isoDay(details.preferredDate) : null,
          notes: details.notes.trim() || null,
          paymentIntentId,
        }).unwrap();
        close();
        toast({ title: 'Booking Confirmed!', description: 'Your Fear of Flying course has been booked. Check your email for confirmation.' });
      } catch (error) {
        toast({ title: 'Error', description: errorText(error, 'Failed to save booking'), variant: 'destructive' });
      }
    },
    [close, details, recordBooking, toast],
  );

  const billingDetails = useMemo(() => ({ name: details.name, email: details.email, phone: details.phone }), [details.name, details.email, details.phone]);
  const invalid = (field: keyof CourseDetails) => (missing.includes(field) ? true : undefined);

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setStep('details')}>
        BOOK YOUR COURSE
      </Button>

      <Dialog open={step === 'details'} onOpenChange={(open) => (open ? setStep('details') : close())}>
        <DialogContent title="Book the Fear of Flying Course" description={`4-hour course with an airline pilot · ${formatPence(COURSE_PRICE_PENCE)}`}>
          <form onSubmit={toPayment} noValidate className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-name`}>Full Name</Label>
              <Input id={`${id}-name`} autoComplete="name" value={details.name} aria-invalid={invalid('name')} onChange={(event) => update('name', event.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <Input id={`${id}-email`} type="email" autoComplete="email" value={details.email} aria-invalid={invalid('email')} onChange={(event) => update('email', event.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-phone`}>Phone</Label>
              <Input id={`${id}-phone`} type="tel" autoComplete="tel" value={details.phone} aria-invalid={invalid('phone')} onChange={(event) => update('phone', event.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <span id={`${id}-date`} className="text-sm font-semibold">
                Preferred Date (optional)
              </span>
              <DateCalendar aria-labelledby={`${id}-date`} firstDay="tomorrow" selected={details.preferredDate} onSelect={(date) => update('preferredDate', date)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
              <Textarea id={`${id}-notes`} rows={3} value={details.notes} onChange={(event) => update('notes', event.target.value)} />
            </div>
            <Button type="submit" size="lg" className="w-full">
              CONTINUE TO PAYMENT
            </Button>
          </form>
        </DialogContent>
      </Dialog>

      {renderPayment({
        open: step === 'payment',
        onOpenChange: (open) => (open ? setStep('payment') : close()),
        title: 'Fear of Flying Course',
        totalPence: COURSE_PRICE_PENCE,
        createIntent: startPayment,
        billingDetails,
        onSucceeded,
      })}
    </>
  );
}
