import { skipToken } from '@reduxjs/toolkit/query/react';
import { ExternalLink } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../../components/toast/use-toast';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { fieldClasses } from '../../../components/ui/field-styles';
import { formatPence } from '../../../lib/money';
import {
  useCheckVoucherQuery,
  useConfirmBookingPaymentMutation,
  useCreateBookingPaymentIntentMutation,
  useGetAvailabilityQuery,
  useGetSessionsQuery,
  useReleaseBookingHoldMutation,
  type BookingRequest,
  type BookingSummary,
  type ExperienceLevel,
} from '../api/booking-api';
import { durationLabel, EXPERIENCE_LEVELS, isoDay, sessionPrice } from '../booking-options';
import { errorCode, errorText, type RenderPayment } from '../payment-step';
import { DateCalendar } from './date-calendar';
import { SessionPicker } from './session-picker';
import { TimeSlotPicker } from './time-slot-picker';
import { VoucherField } from './voucher-field';

interface BookingFormValues {
  sessionType: string;
  durationMinutes: number | undefined;
  date: Date | undefined;
  timeSlot: string;
  experienceLevel: ExperienceLevel | '';
  name: string;
  email: string;
  phone: string;
  notes: string;
}

const EMPTY: BookingFormValues = {
  sessionType: '',
  durationMinutes: undefined,
  date: undefined,
  timeSlot: '',
  experienceLevel: '',
  name: '',
  email: '',
  phone: '',
  notes: '',
};

export interface BookFlightProps {
  /** The page's payment dialog (the payment feature's PaymentDialog). */
  renderPayment: RenderPayment;
  /** The booking is confirmed: the page saves what /confirmation shows (with the gift voucher's code, if one paid). */
  onBooked: (booking: BookingSummary, voucherCode: string | null) => void;
}

/**
 * /book-flight (SPEC sections 2, 4, 5, 9): the session picker, then date, time, experience and contact
 * details with the live total; PROCEED TO PAYMENT holds the slot and opens COMPLETE BOOKING. A gift
 * voucher lowers the total; when it covers everything, CONFIRM BOOKING books with no card.
 */
export function BookFlight({ renderPayment, onBooked }: BookFlightProps) {
  const ids = { session: useId(), duration: useId(), date: useId(), time: useId(), experience: useId(), name: useId(), email: useId(), phone: useId(), notes: useId() };
  const { toast } = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const sessions = useGetSessionsQuery();
  const { control, register, watch, setValue, getValues, reset, handleSubmit } = useForm<BookingFormValues>({ defaultValues: EMPTY });
  const [sessionType, durationMinutes, date, timeSlot, name, email, phone] = watch(['sessionType', 'durationMinutes', 'date', 'timeSlot', 'name', 'email', 'phone']);

  const session = sessions.data?.find((candidate) => candidate.id === sessionType);
  const slotSession = session?.bookingMode === 'slot' ? session : undefined;
  const totalPence = session ? sessionPrice(session, durationMinutes) : null;
  const day = date ? isoDay(date) : undefined;
  const availability = useGetAvailabilityQuery(
    { date: day ?? '', sessionType, durationMinutes },
    { skip: !day || !slotSession, refetchOnMountOrArgChange: 30 },
  );
  const slots = day && slotSession ? availability.data?.slots : undefined;

  // The gift voucher applied, checked by the server against the session and duration chosen now.
  const [voucherCode, setVoucherCode] = useState<string | null>(null);
  const voucherCheck = useCheckVoucherQuery(
    voucherCode && slotSession ? { code: voucherCode, sessionType, ...(durationMinutes ? { durationMinutes } : {}) } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const voucher = voucherCode && slotSession ? voucherCheck.currentData : undefined;
  const payPence = voucher ? voucher.toPayPence : totalPence;
  const noCard = voucher?.toPayPence === 0;
  const [submitting, setSubmitting] = useState(false);
  // Resetting the form also empties the voucher field (a new key mounts it afresh).
  const [resets, setResets] = useState(0);

  // A link such as /book-flight?session=tryandfly arrives with the session chosen.
  useEffect(() => {
    const wanted = searchParams.get('session');
    if (wanted && sessions.data?.some((candidate) => candidate.id === wanted) && !getValues('sessionType')) selectSession(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessions.data]);

  // A slot that is no longer free (taken meanwhile, or not offered for the new duration) is unselected.
  useEffect(() => {
    if (timeSlot && slots && !slots.some((slot) => slot.time === timeSlot && slot.available)) setValue('timeSlot', '');
  }, [slots, timeSlot, setValue]);

  function selectSession(id: string) {
    const chosen = sessions.data?.find((candidate) => candidate.id === id);
    setValue('sessionType', id);
    setValue('durationMinutes', chosen?.durationOptions[0]?.minutes);
    setValue('timeSlot', '');
  }

  const chooseAndScroll = (id: string) => {
    selectSession(id);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  // The payment step: the request being paid for, the hold it placed, and whether it was paid.
  const [pending, setPending] = useState<BookingRequest | null>(null);
  const hold = useRef<string | null>(null);
  const paid = useRef(false);
  const [createHold] = useCreateBookingPaymentIntentMutation();
  const [confirmPayment] = useConfirmBookingPaymentMutation();
  const [releaseHold] = useReleaseBookingHoldMutation();

  const finish = useCallback(() => {
    setPending(null);
    hold.current = null;
    setVoucherCode(null);
    setResets((count) => count + 1);
    reset(EMPTY);
  }, [reset]);

  const booked = useCallback(
    (summary: BookingSummary) => {
      onBooked(summary, summary.voucherPence > 0 ? (voucher?.code ?? null) : null);
      finish();
      navigate('/confirmation');
      toast({ title: 'Booking Confirmed!', description: 'Check your email for confirmation details.' });
    },
    [finish, navigate, onBooked, toast, voucher],
  );

  const onOpenChange = useCallback(
    (open: boolean) => {
      if (open) return;
      // Closing without paying gives the slot back now (the server keeps it while a payment is under way).
      if (hold.current && !paid.current) void releaseHold(hold.current);
      finish();
    },
    [finish, releaseHold],
  );

  const createIntent = useCallback(async () => {
    if (!pending) throw new Error('Nothing to pay for');
    paid.current = false;
    const started = await createHold(pending).unwrap();
    hold.current = started.bookingId;
    if (!started.clientSecret || !started.paymentIntentId) throw new Error('There is nothing left to pay for this booking.');
    return { clientSecret: started.clientSecret, paymentIntentId: started.paymentIntentId, totalPence: started.totalPrice };
  }, [createHold, pending]);

  const onSucceeded = useCallback(
    async (paymentIntentId: string) => {
      paid.current = true;
      try {
        booked(await confirmPayment(paymentIntentId).unwrap());
      } catch (error) {
        if (errorCode(error) === 'BOOKING.PAYMENT_NOT_COMPLETED') {
          toast({ title: 'Payment Processing', description: 'Your payment is being processed. Please wait...' });
          return;
        }
        finish();
        toast({ title: 'Booking Error', description: 'Payment succeeded but booking failed. Please contact us with your payment confirmation.', variant: 'destructive' });
      }
    },
    [booked, confirmPayment, finish, toast],
  );

  /** The voucher pays everything: the server books it at once, no card and no dialog. */
  async function bookWithVoucher(request: BookingRequest) {
    setSubmitting(true);
    try {
      const started = await createHold(request).unwrap();
      if (started.booking.status === 'confirmed') return booked(started.booking);
      // The server priced it differently from the check (changed meanwhile): give the slot back.
      void releaseHold(started.bookingId);
      toast({ title: 'Booking Failed', description: 'The price of this booking has changed. Please check your total and try again.', variant: 'destructive' });
    } catch (error) {
      toast({ title: 'Booking Failed', description: errorText(error, 'We could not book that session. Please try again.'), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  const proceed = handleSubmit(async (values) => {
    const complete =
      slotSession && values.date && values.timeSlot && values.experienceLevel && values.name.trim() && values.email.trim() && values.phone.trim();
    if (!complete || !values.date) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });
      return;
    }
    if (voucherCode && !voucher) {
      toast({
        title: 'Voucher Not Applied',
        description: voucherCheck.isFetching ? 'Please wait while we check your voucher.' : errorText(voucherCheck.error, 'Please remove the voucher or choose a session it covers.'),
        variant: 'destructive',
      });
      return;
    }
    const request: BookingRequest = {
      sessionType: values.sessionType,
      ...(slotSession.durationOptions.length > 1 ? { durationMinutes: values.durationMinutes } : {}),
      date: isoDay(values.date),
      timeSlot: values.timeSlot as BookingRequest['timeSlot'],
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      experienceLevel: values.experienceLevel as ExperienceLevel,
      notes: values.notes.trim() || null,
      sessionName: slotSession.name,
      ...(voucher ? { voucherCode: voucher.code } : {}),
    };
    if (noCard) await bookWithVoucher(request);
    else setPending(request);
  });

  const billingDetails = useMemo(() => ({ name, email, phone }), [name, email, phone]);

  if (sessions.isLoading) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label="Loading sessions" />
      </div>
    );
  }
  if (!sessions.data) {
    return (
      <p role="alert" className="py-12 text-center text-red-600">
        We could not load our sessions. Please refresh the page or call us to book.
      </p>
    );
  }

  return (
    <div className="grid gap-16">
      <SessionPicker sessions={sessions.data} selectedId={sessionType || undefined} onSelect={selectSession} onChoose={chooseAndScroll} />

      <form ref={formRef} onSubmit={proceed} noValidate aria-labelledby={`${ids.session}-heading`} className="scroll-mt-28 rounded-2xl bg-navy-50 p-6 sm:p-10">
        <h3 id={`${ids.session}-heading`} className="text-3xl">
          Your Booking
        </h3>

        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          <div className="grid content-start gap-6">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.session}>Session</Label>
              <select id={ids.session} value={sessionType} onChange={(event) => selectSession(event.target.value)} className={`${fieldClasses} h-11`}>
                <option value="">Select a session</option>
                {sessions.data.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>

            {session?.bookingMode === 'course' ? (
              <div className="rounded-lg border border-navy-200 bg-white p-4">
                <p>The Fear of Flying course is booked on its own page: choose a preferred date and our airline pilot arranges the time with you.</p>
                <ButtonLink to="/fear-of-flying" className="mt-4" variant="secondary">
                  BOOK THE COURSE <ExternalLink aria-hidden />
                </ButtonLink>
              </div>
            ) : null}

            {slotSession && slotSession.durationOptions.length > 1 ? (
              <fieldset className="grid gap-2">
                <legend className="text-sm font-semibold">Duration</legend>
                <div className="flex flex-wrap gap-2">
                  {slotSession.durationOptions.map((option) => (
                    <label key={option.minutes} className="flex cursor-pointer items-center gap-2 rounded-md border-2 border-navy-200 bg-white px-3 py-2 has-checked:border-navy-900">
                      <input
                        type="radio"
                        name={ids.duration}
                        checked={durationMinutes === option.minutes}
                        onChange={() => {
                          setValue('durationMinutes', option.minutes);
                          setValue('timeSlot', '');
                        }}
                      />
                      {durationLabel(option.minutes)} - {formatPence(option.pricePence)}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}

            <div className="grid gap-1.5">
              <span id={ids.date} className="text-sm font-semibold">
                Date
              </span>
              <Controller
                control={control}
                name="date"
                render={({ field }) => (
                  <DateCalendar
                    aria-labelledby={ids.date}
                    selected={field.value}
                    onSelect={(value) => {
                      field.onChange(value);
                      setValue('timeSlot', '');
                    }}
                  />
                )}
              />
            </div>

            <div className="grid gap-1.5">
              <span id={ids.time} className="text-sm font-semibold">
                Time (UK time)
              </span>
              {slotSession ? (
                <TimeSlotPicker
                  slots={slots}
                  loading={Boolean(day) && availability.isFetching && !availability.data}
                  selected={timeSlot || undefined}
                  onSelect={(time) => setValue('timeSlot', time)}
                  labelledBy={ids.time}
                />
              ) : (
                <p className="text-navy-600">Choose a session to see the available times.</p>
              )}
            </div>
          </div>

          <div className="grid content-start gap-5">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.experience}>Experience Level</Label>
              <select id={ids.experience} {...register('experienceLevel')} className={`${fieldClasses} h-11`}>
                <option value="">Select your experience</option>
                {EXPERIENCE_LEVELS.map((level) => (
                  <option key={level.value} value={level.value}>
                    {level.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.name}>Full Name</Label>
              <Input id={ids.name} autoComplete="name" {...register('name')} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.email}>Email</Label>
              <Input id={ids.email} type="email" autoComplete="email" {...register('email')} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.phone}>Phone</Label>
              <Input id={ids.phone} type="tel" autoComplete="tel" {...register('phone')} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.notes}>Special Requests (optional)</Label>
              <Textarea id={ids.notes} rows={4} {...register('notes')} />
            </div>

            <VoucherField
              key={resets}
              applied={voucherCode}
              result={voucher}
              error={voucherCode && slotSession ? voucherCheck.error : undefined}
              checking={voucherCheck.isFetching}
              sessionChosen={Boolean(slotSession)}
              onApply={setVoucherCode}
              onRemove={() => setVoucherCode(null)}
            />

            <div aria-live="polite" className="flex items-baseline justify-between rounded-lg bg-navy-900 px-5 py-4 text-white">
              <span className="font-semibold">Total</span>
              <span className="font-display text-3xl font-bold" data-testid="booking-total">
                {payPence !== null ? formatPence(payPence) : formatPence(0)}
              </span>
            </div>
            {voucher ? (
              <p className="text-sm text-navy-600">
                Gift voucher {voucher.code}: -{formatPence(voucher.coveredPence)}.{noCard ? ' Your voucher covers everything: no card is needed.' : ''}
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
        </div>
      </form>

      {renderPayment({
        open: pending !== null,
        onOpenChange,
        title: 'COMPLETE BOOKING',
        totalPence: payPence ?? 0,
        createIntent,
        billingDetails,
        onSucceeded,
      })}
    </div>
  );
}
