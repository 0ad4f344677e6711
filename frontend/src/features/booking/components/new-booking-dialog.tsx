import { useCallback, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/form-field';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { formatPence } from '../../../lib/money';
import { useGetExperiencesQuery } from '../../../lib/experiences';
import {
  useCheckVoucherQuery,
  useCreateStaffBookingMutation,
  useGetAvailabilityQuery,
  type ExperienceLevel,
} from '../api/booking-api';
import { EXPERIENCE_LEVELS } from '../booking-options';
import { flightAnswersRequest, NO_FLIGHT_ANSWERS, partyPricePence, partySizeFor, type FlightAnswers } from '../party';
import { useDebounced } from '../use-debounced';
import { useLiveAvailability } from '../use-live-availability';
import { useSlotTakenMeanwhile } from '../use-slot-taken-meanwhile';
import { FlightQuestionsFields } from './flight-questions-fields';
import { NewBookingCustomer, type CustomerDetails } from './new-booking-customer';
import { SelectField } from './new-booking-fields';
import { PartySizeField } from './party-size-field';
import {
  moneyToTake,
  needsCardReference,
  NewBookingPayment,
  NO_PAYMENT,
  staffPricePence,
  type PaymentForm,
} from './new-booking-payment';
import { TimeSlotPicker } from './time-slot-picker';

/** What is booked, and when. */
interface SessionForm {
  sessionType: string;
  optionId: string;
  /** People in the party (docs/product.md, Booking rules: party size); kept within the option's largest party. */
  partySize: number;
  date: string;
  timeSlot: string;
  experienceLevel: ExperienceLevel;
  notes: string;
}

const NO_SESSION: SessionForm = {
  sessionType: '',
  optionId: '',
  partySize: 1,
  date: '',
  timeSlot: '',
  experienceLevel: 'beginner',
  notes: '',
};
const NO_CUSTOMER: CustomerDetails = { name: '', email: '', phone: '' };

/** The dialog's form, mounted while it is open (so it starts empty each time and reads the catalogue only then). */
function NewBookingForm({ onBooked }: { onBooked: () => void }) {
  const { toast, toastApiError } = useToast();
  const [session, setSession] = useState(NO_SESSION);
  const [customer, setCustomer] = useState(NO_CUSTOMER);
  const [payment, setPayment] = useState(NO_PAYMENT);
  const [flight, setFlight] = useState<FlightAnswers>(NO_FLIGHT_ANSWERS);
  const changeSession = (changes: Partial<SessionForm>) => setSession((current) => ({ ...current, ...changes }));
  const changePayment = (changes: Partial<PaymentForm>) => setPayment((current) => ({ ...current, ...changes }));

  const experiences = (useGetExperiencesQuery().data ?? []).filter(
    (experience) => experience.bookedAs === 'slot' || experience.bookedAs === 'online',
  );
  const experience = experiences.find((candidate) => candidate.id === session.sessionType);
  const option = experience?.options.find((candidate) => candidate.id === session.optionId);
  const partySize = partySizeFor(option, session.partySize);
  const pricePence = option ? partyPricePence(option, partySize) : null;
  const availability = useGetAvailabilityQuery(
    { date: session.date, sessionType: session.sessionType, optionId: session.optionId },
    { skip: !session.date || !session.optionId, refetchOnMountOrArgChange: true },
  );
  const slots = session.optionId ? availability.currentData?.slots : undefined;
  useLiveAvailability(session.date && session.optionId ? [session.date] : []);
  const unselectTime = useCallback(() => setSession((current) => ({ ...current, timeSlot: '' })), []);
  const takenMeanwhile = useSlotTakenMeanwhile(slots, session.timeSlot, unselectTime);
  // The voucher is checked as it is typed (once typing pauses), for the option chosen.
  const typedCode = useDebounced(payment.paymentMethod === 'voucher' ? payment.voucherCode.trim() : '');
  const voucherCheck = useCheckVoucherQuery(
    { code: typedCode, sessionType: session.sessionType, optionId: session.optionId, partySize },
    { skip: !typedCode || !session.optionId },
  );
  const voucher = {
    result: voucherCheck.currentData,
    error: voucherCheck.error,
    checking: voucherCheck.isFetching || typedCode !== payment.voucherCode.trim(),
  };
  const toTake = moneyToTake(payment, pricePence, voucher);
  const voucherReady = payment.paymentMethod !== 'voucher' || (Boolean(voucher.result) && !voucher.error && !voucher.checking);
  const [createBooking, { isLoading }] = useCreateStaffBookingMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const byVoucher = payment.paymentMethod === 'voucher';
    const priced = payment.paymentMethod === 'card_by_phone' || payment.paymentMethod === 'cash_on_arrival';
    const staffPrice = priced ? staffPricePence(payment.staffPrice) : null;
    try {
      const booking = await createBooking({
        ...session,
        partySize,
        ...customer,
        ...flightAnswersRequest(flight),
        notes: session.notes.trim() || null,
        paymentMethod: payment.paymentMethod,
        terminalReference: needsCardReference(payment, toTake) ? payment.terminalReference : null,
        voucherCode: byVoucher ? (voucher.result?.code ?? payment.voucherCode) : null,
        restPaidBy: byVoucher && (toTake ?? 0) > 0 ? payment.restPaidBy : null,
        staffPricePence: staffPrice,
        priceReason: staffPrice === null ? null : payment.priceReason,
      }).unwrap();
      onBooked();
      toast({
        title: 'Booking confirmed',
        description: `${booking.reference}: ${booking.sessionName}, ${booking.date} at ${booking.timeSlot}. The customer is e-mailed.`,
      });
    } catch (error) {
      toastApiError('Error', error, 'Failed to create booking');
    }
  };

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <SelectField
        id="new-booking-experience"
        label="Experience"
        placeholder="Choose an experience"
        value={session.sessionType}
        options={experiences.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        onChange={(sessionType) => changeSession({ sessionType, optionId: '', timeSlot: '' })}
      />
      <SelectField
        id="new-booking-option"
        label="Option"
        placeholder="Choose an option"
        value={session.optionId}
        options={(experience?.options ?? []).map((candidate) => ({
          value: candidate.id,
          label: `${candidate.name} (${formatPence(candidate.pricePence)})`,
        }))}
        onChange={(optionId) => changeSession({ optionId, timeSlot: '' })}
      />
      {option ? (
        <PartySizeField
          id="new-booking-party-size"
          option={option}
          value={partySize}
          onChange={(size) => changeSession({ partySize: size })}
        />
      ) : null}
      <Field id="new-booking-date" label="Date">
        <Input
          id="new-booking-date"
          type="date"
          required
          value={session.date}
          onChange={(event) => changeSession({ date: event.target.value, timeSlot: '' })}
        />
      </Field>
      <div className="grid gap-2">
        <p id="new-booking-time" className="text-sm font-semibold">
          Time
        </p>
        <TimeSlotPicker
          slots={slots}
          loading={availability.isFetching && !availability.currentData}
          selected={session.timeSlot}
          onSelect={(timeSlot) => changeSession({ timeSlot })}
          labelledBy="new-booking-time"
          describedBy={takenMeanwhile ? 'new-booking-time-error' : undefined}
        />
        <FieldError id="new-booking-time-error" error={takenMeanwhile} />
      </div>
      <NewBookingCustomer value={customer} onChange={(changes) => setCustomer((current) => ({ ...current, ...changes }))} />
      <SelectField
        id="new-booking-level"
        label="Experience level"
        value={session.experienceLevel}
        options={EXPERIENCE_LEVELS}
        onChange={(experienceLevel) => changeSession({ experienceLevel })}
      />
      <FlightQuestionsFields
        askedBy="staff"
        answers={flight}
        onChange={(patch) => setFlight((current) => ({ ...current, ...patch }))}
      />
      <Field id="new-booking-notes" label="Notes">
        <Textarea
          id="new-booking-notes"
          rows={2}
          value={session.notes}
          onChange={(event) => changeSession({ notes: event.target.value })}
        />
      </Field>
      <NewBookingPayment form={payment} onChange={changePayment} pricePence={pricePence} voucher={voucher} />
      <Button type="submit" disabled={isLoading || !session.timeSlot || !voucherReady}>
        {isLoading ? 'Booking...' : 'Book and confirm'}
      </Button>
    </form>
  );
}

/** NEW BOOKING in the BOOKINGS tab: a customer booked on the phone or at the desk into a free slot, confirmed at once. */
export function NewBookingDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>NEW BOOKING</Button>
      <DialogContent
        title="New booking"
        description="A customer booking by phone or at the desk: confirmed at once, with the usual confirmation e-mail."
        className="max-h-[90vh] overflow-y-auto"
      >
        <NewBookingForm onBooked={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
