import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useFormState, type FieldErrors } from 'react-hook-form';
import { Form, type FormProps } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Spinner } from '../../../components/ui/spinner';
import { BOOKING_FORM_ANCHOR } from '../../../lib/experiences';
import { useGetExperiencesQuery } from '../../../lib/experiences-api';
import type { BookingSummary } from '../api/booking-api';
import type { BookingFormValues } from '../booking-form-rules';
import type { RenderPayment } from '../payment-step';
import { useBookingCheckout } from '../use-booking-checkout';
import { BOOKING_FORM_OPTIONS, useBookingForm, type BookingForm, type SignedInContact } from '../use-booking-form';
import { BookingDetailsFields } from './booking-details-fields';
import { BookingProblemNotice } from './booking-problem-notice';
import { BookingWhenFields } from './booking-when-fields';
import { HoldExpired } from './hold-expired';
import { SessionPicker } from './session-picker';
import { WaitlistJoin } from './waitlist-join';

type BookingFormControl = BookingForm['form'];

interface BookingFormElementProps extends Omit<FormProps<BookingFormValues>, 'form'> {
  /** The form's state, made by useBookingForm. */
  form: BookingFormControl;
}

/**
 * react-hook-form's `useForm`, which mounts the form's state: its re-renders (one as it mounts, one on each change of
 * form state) are this empty component's, the form and its fields are left alone.
 */
function FormStateMount({ form }: { form: BookingFormControl }) {
  useForm({ ...BOOKING_FORM_OPTIONS, formControl: form.formControl });
  return null;
}

/**
 * The booking form's element. Its state is mounted in the render after the first, which React makes in a task of its
 * own: `useForm` sets state in a layout effect as it mounts, which in hydration's commit made React render again at
 * once and run every passive effect of the page first, all in that one long task (docs/benchmarks.md, "/book-flight's
 * hydration commit"). Meanwhile the form works on the state useBookingForm made, and what the fields show of it
 * they follow themselves (useWatch, useFormState), so the form's own form state is never read.
 */
function BookingFormElement({ form, children, ...props }: BookingFormElementProps) {
  const [mountState, setMountState] = useState(false);
  useEffect(() => setMountState(true), []);
  const formState = useFormState({ control: form.control });
  return (
    <Form form={{ ...form, formState }} {...props}>
      {mountState ? <FormStateMount form={form} /> : null}
      {children}
    </Form>
  );
}

export interface BookFlightProps {
  /** The page's payment dialog (the payment feature's PaymentDialog). */
  renderPayment: RenderPayment;
  /** The booking is confirmed: the page saves what /confirmation shows (with the gift voucher's code, if one paid). */
  onBooked: (booking: BookingSummary, voucherCode: string | null) => void;
  /** The signed-in customer, whose name and e-mail fill the contact fields still empty. */
  signedIn?: SignedInContact;
}

/**
 * /book-flight (docs/product.md, Pages and Booking rules): the session picker, then date, time, experience and contact
 * details with the live total; PROCEED TO PAYMENT holds the slot and opens COMPLETE BOOKING. A gift
 * voucher lowers the total; when it covers everything, CONFIRM BOOKING books with no card. The choice lives in the
 * address; whatever stops the booking is said beside its field, and nothing typed is lost. Memoised: the page renders
 * again as its queries settle after hydration (twice, in the task that commits it), which need not render the form.
 */
export const BookFlight = memo(function BookFlight({ renderPayment, onBooked, signedIn }: BookFlightProps) {
  const headingId = useId();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const catalogue = useGetExperiencesQuery();
  const sessions = useMemo(() => catalogue.data?.filter((experience) => experience.bookedAs !== 'enquiry'), [catalogue.data]);
  const booking = useBookingForm(sessions, signedIn);
  const { checkout, submitting, payment, held, holdAgain } = useBookingCheckout({
    onBooked,
    onProblem: booking.report,
    onFinished: booking.reset,
    onHeld: booking.holding,
    url: booking.url,
  });

  const proceed = async (values: BookingFormValues) => {
    const request = booking.request(values);
    if ('title' in request) booking.report(request);
    else await checkout(request, booking.noCard);
  };
  const refused = (errors: FieldErrors<BookingFormValues>) => {
    // docs/product.md, Texts and timings: an empty required field also says 'Missing Information'.
    if (booking.onInvalid(errors).missing)
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });
  };

  const { selectSession } = booking;
  const chooseAndScroll = useCallback(
    (id: string) => {
      selectSession(id);
      formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [selectSession],
  );

  if (catalogue.isLoading) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label="Loading sessions" />
      </div>
    );
  }
  if (!sessions) {
    return (
      <p role="alert" className="py-12 text-center text-red-600">
        We could not load our sessions. Please refresh the page or call us to book.
      </p>
    );
  }

  return (
    <div className="grid gap-16">
      <SessionPicker sessions={sessions} selectedId={booking.session?.id} onSelect={selectSession} onChoose={chooseAndScroll} />

      <BookingFormElement
        form={booking.form}
        onValid={proceed}
        onInvalid={refused}
        ref={formRef}
        id={BOOKING_FORM_ANCHOR}
        aria-labelledby={headingId}
        className="scroll-mt-28 rounded-2xl bg-navy-50 p-6 sm:p-10"
      >
        <h3 id={headingId} className="text-3xl">
          Your Booking
        </h3>
        <BookingProblemNotice id={booking.ids.problem} problem={booking.problem} />
        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          <BookingWhenFields sessions={sessions} booking={booking} />
          <BookingDetailsFields booking={booking} submitting={submitting} />
        </div>
      </BookingFormElement>
      <WaitlistJoin booking={booking} />

      {renderPayment({
        ...payment,
        title: 'COMPLETE BOOKING',
        totalPence: booking.payPence ?? 0,
        billingDetails: booking.billing,
        renderExpired: () => (held ? <HoldExpired request={held} onHoldAgain={holdAgain} /> : null),
      })}
    </div>
  );
});
