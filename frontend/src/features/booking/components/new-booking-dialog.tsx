import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, RegisteredField } from '../../../components/form';
import { FieldError } from '../../../components/form-field';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { formatPence } from '../../../lib/money';
import { takesSlot } from '../../../lib/experiences';
import { useGetExperiencesQuery } from '../../../lib/experiences-api';
import { useCheckVoucherQuery, useGetAvailabilityQuery, type ExperienceLevel } from '../api/booking-api';
import { useCreateStaffBookingMutation } from '../api/staff-bookings-api';
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

/** The whole form: the session, the customer, the answers before the flight and the payment. */
interface NewBookingValues extends SessionForm, CustomerDetails, FlightAnswers, PaymentForm {}

/** The dialog's form, mounted while it is open (so it starts empty each time and reads the catalogue only then). */
function NewBookingForm({ onBooked }: { onBooked: () => void }) {
  const { toast, toastApiError } = useToast();
  const form = useForm<NewBookingValues>({
    defaultValues: { ...NO_SESSION, ...NO_CUSTOMER, ...NO_FLIGHT_ANSWERS, ...NO_PAYMENT },
  });
  const { register, setValue } = form;
  // Everything shown depends on what is chosen so far: the options, the slots, the voucher's answer, what to take.
  const values = form.watch();
  /** A new experience, option or day offers other times: the time is chosen again. */
  const unselectTime = useCallback(() => setValue('timeSlot', ''), [setValue]);

  const experiences = (useGetExperiencesQuery().data ?? []).filter((experience) => takesSlot(experience));
  const experience = experiences.find((candidate) => candidate.id === values.sessionType);
  const option = experience?.options.find((candidate) => candidate.id === values.optionId);
  const partySize = partySizeFor(option, values.partySize);
  const pricePence = option ? partyPricePence(option, partySize) : null;
  const availability = useGetAvailabilityQuery(
    { date: values.date, sessionType: values.sessionType, optionId: values.optionId },
    { skip: !values.date || !values.optionId, refetchOnMountOrArgChange: true },
  );
  const slots = values.optionId ? availability.currentData?.slots : undefined;
  useLiveAvailability(values.date && values.optionId ? [values.date] : []);
  const takenMeanwhile = useSlotTakenMeanwhile(slots, values.timeSlot, unselectTime);
  // The voucher is checked as it is typed (once typing pauses), for the option chosen.
  const typedCode = useDebounced(values.paymentMethod === 'voucher' ? values.voucherCode.trim() : '');
  const voucherCheck = useCheckVoucherQuery(
    { code: typedCode, sessionType: values.sessionType, optionId: values.optionId, partySize },
    { skip: !typedCode || !values.optionId },
  );
  const voucher = {
    result: voucherCheck.currentData,
    error: voucherCheck.error,
    checking: voucherCheck.isFetching || typedCode !== values.voucherCode.trim(),
  };
  const toTake = moneyToTake(values, pricePence, voucher);
  const voucherReady = values.paymentMethod !== 'voucher' || (Boolean(voucher.result) && !voucher.error && !voucher.checking);
  const [createBooking, { isLoading }] = useCreateStaffBookingMutation();

  const submit = async (chosen: NewBookingValues) => {
    const byVoucher = chosen.paymentMethod === 'voucher';
    const priced = chosen.paymentMethod === 'card_by_phone' || chosen.paymentMethod === 'cash_on_arrival';
    const staffPrice = priced ? staffPricePence(chosen.staffPrice) : null;
    try {
      const booking = await createBooking({
        sessionType: chosen.sessionType,
        optionId: chosen.optionId,
        date: chosen.date,
        timeSlot: chosen.timeSlot,
        experienceLevel: chosen.experienceLevel,
        partySize,
        name: chosen.name,
        email: chosen.email,
        phone: chosen.phone,
        ...flightAnswersRequest(chosen),
        notes: chosen.notes.trim() || null,
        paymentMethod: chosen.paymentMethod,
        terminalReference: needsCardReference(chosen, toTake) ? chosen.terminalReference : null,
        voucherCode: byVoucher ? (voucher.result?.code ?? chosen.voucherCode) : null,
        restPaidBy: byVoucher && (toTake ?? 0) > 0 ? chosen.restPaidBy : null,
        staffPricePence: staffPrice,
        priceReason: staffPrice === null ? null : chosen.priceReason,
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
    // The browser checks the required fields here (staff at the desk), so the form keeps its validation on.
    <Form form={form} onValid={submit} noValidate={false} className="grid gap-4">
      <SelectField
        id="new-booking-experience"
        label="Experience"
        placeholder="Choose an experience"
        registration={register('sessionType', {
          onChange: () => {
            setValue('optionId', '');
            unselectTime();
          },
        })}
        options={experiences.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
      />
      <SelectField
        id="new-booking-option"
        label="Option"
        placeholder="Choose an option"
        registration={register('optionId', { onChange: unselectTime })}
        options={(experience?.options ?? []).map((candidate) => ({
          value: candidate.id,
          label: `${candidate.name} (${formatPence(candidate.pricePence)})`,
        }))}
      />
      {option ? (
        <PartySizeField
          id="new-booking-party-size"
          option={option}
          value={partySize}
          onChange={(size) => setValue('partySize', size)}
        />
      ) : null}
      <RegisteredField
        id="new-booking-date"
        label="Date"
        registration={register('date', { onChange: unselectTime })}
        className="grid gap-2"
      >
        {(control) => <Input {...control} type="date" required />}
      </RegisteredField>
      <div className="grid gap-2">
        <p id="new-booking-time" className="text-sm font-semibold">
          Time
        </p>
        <TimeSlotPicker
          slots={slots}
          loading={availability.isFetching && !availability.currentData}
          selected={values.timeSlot}
          onSelect={(timeSlot) => setValue('timeSlot', timeSlot)}
          labelledBy="new-booking-time"
          describedBy={takenMeanwhile ? 'new-booking-time-error' : undefined}
        />
        <FieldError id="new-booking-time-error" error={takenMeanwhile} />
      </div>
      <NewBookingCustomer />
      <SelectField
        id="new-booking-level"
        label="Experience level"
        registration={register('experienceLevel')}
        options={EXPERIENCE_LEVELS}
      />
      <FlightQuestionsFields
        askedBy="staff"
        answers={values}
        onChange={(patch) => {
          for (const [field, value] of Object.entries(patch) as [keyof typeof patch, never][]) setValue(field, value);
        }}
      />
      <RegisteredField id="new-booking-notes" label="Notes" registration={register('notes')} className="grid gap-2">
        {(control) => <Textarea {...control} rows={2} />}
      </RegisteredField>
      <NewBookingPayment pricePence={pricePence} voucher={voucher} />
      <Button type="submit" disabled={isLoading || !values.timeSlot || !voucherReady}>
        {isLoading ? 'Booking...' : 'Book and confirm'}
      </Button>
    </Form>
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
