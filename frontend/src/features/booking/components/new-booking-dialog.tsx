import { clsx } from 'clsx';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field, SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { formatPence } from '../../../lib/money';
import { useGetExperiencesQuery } from '../../../lib/experiences';
import { useCreateStaffBookingMutation, useGetAvailabilityQuery, type StaffBookingRequest } from '../api/booking-api';
import { EXPERIENCE_LEVELS, PAYMENT_METHODS, REST_PAYMENT_METHODS } from '../booking-options';
import { TimeSlotPicker } from './time-slot-picker';

const EMPTY: StaffBookingRequest = {
  sessionType: '',
  optionId: '',
  date: '',
  timeSlot: '',
  name: '',
  email: '',
  phone: '',
  experienceLevel: 'beginner',
  notes: '',
  paymentMethod: 'card_by_phone',
  terminalReference: '',
  voucherCode: '',
  restPaidBy: 'card_by_phone',
};

const selectClasses = clsx(fieldClasses, 'h-11');

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** The empty first choice, for a field nothing is chosen in yet. */
  placeholder?: string;
}

function SelectField<T extends string>({ id, label, value, options, onChange, placeholder }: SelectFieldProps<T>) {
  return (
    <Field id={id} label={label}>
      <select id={id} className={selectClasses} required value={value} onChange={(event) => onChange(event.target.value as T)}>
        <SelectOptions options={options} placeholder={placeholder} />
      </select>
    </Field>
  );
}

/** The dialog's form, mounted while it is open (so it starts empty each time and reads the catalogue only then). */
function NewBookingForm({ onBooked }: { onBooked: () => void }) {
  const { toast, toastApiError } = useToast();
  const [form, setForm] = useState(EMPTY);
  const set = (changes: Partial<StaffBookingRequest>) => setForm((current) => ({ ...current, ...changes }));
  const experiences = (useGetExperiencesQuery().data ?? []).filter(
    (experience) => experience.bookedAs === 'slot' || experience.bookedAs === 'online',
  );
  const experience = experiences.find((candidate) => candidate.id === form.sessionType);
  const availability = useGetAvailabilityQuery(
    { date: form.date, sessionType: form.sessionType, optionId: form.optionId },
    { skip: !form.date || !form.optionId, refetchOnMountOrArgChange: true },
  );
  const [createBooking, { isLoading }] = useCreateStaffBookingMutation();
  const cardReference =
    form.paymentMethod === 'card_by_phone' || (form.paymentMethod === 'voucher' && form.restPaidBy === 'card_by_phone');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const voucher = form.paymentMethod === 'voucher';
    try {
      const booking = await createBooking({
        ...form,
        terminalReference: cardReference ? form.terminalReference : null,
        voucherCode: voucher ? form.voucherCode : null,
        restPaidBy: voucher ? form.restPaidBy : null,
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

  const text = (
    key: 'name' | 'email' | 'phone' | 'terminalReference' | 'voucherCode',
    label: string,
    props: Partial<ComponentProps<'input'>> = {},
  ) => (
    <Field id={`new-booking-${key}`} label={label}>
      <Input
        id={`new-booking-${key}`}
        required
        value={form[key] ?? ''}
        onChange={(event) => set({ [key]: event.target.value } as Pick<StaffBookingRequest, typeof key>)}
        {...props}
      />
    </Field>
  );

  /** A required choice among `options` for one of the form's fields. */
  const choice = <K extends 'experienceLevel' | 'paymentMethod' | 'restPaidBy'>(
    id: string,
    key: K,
    label: string,
    options: readonly { value: NonNullable<StaffBookingRequest[K]>; label: string }[],
  ) => (
    <SelectField
      id={`new-booking-${id}`}
      label={label}
      // restPaidBy may be null in the request type; the form always holds one (EMPTY starts it at the first option).
      value={form[key] ?? options[0].value}
      options={options}
      onChange={(value) => set({ [key]: value } as Pick<StaffBookingRequest, K>)}
    />
  );

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <SelectField
        id="new-booking-experience"
        label="Experience"
        placeholder="Choose an experience"
        value={form.sessionType}
        options={experiences.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        onChange={(sessionType) => set({ sessionType, optionId: '', timeSlot: '' })}
      />
      <SelectField
        id="new-booking-option"
        label="Option"
        placeholder="Choose an option"
        value={form.optionId}
        options={(experience?.options ?? []).map((option) => ({
          value: option.id,
          label: `${option.name} (${formatPence(option.pricePence)})`,
        }))}
        onChange={(optionId) => set({ optionId, timeSlot: '' })}
      />
      <Field id="new-booking-date" label="Date">
        <Input
          id="new-booking-date"
          type="date"
          required
          value={form.date}
          onChange={(event) => set({ date: event.target.value, timeSlot: '' })}
        />
      </Field>
      <div className="grid gap-2">
        <p id="new-booking-time" className="text-sm font-semibold">
          Time
        </p>
        <TimeSlotPicker
          slots={form.optionId ? availability.data?.slots : undefined}
          loading={availability.isFetching}
          selected={form.timeSlot}
          onSelect={(timeSlot) => set({ timeSlot })}
          labelledBy="new-booking-time"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'Name')}
        {text('email', 'Email', { type: 'email' })}
        {text('phone', 'Phone', { type: 'tel' })}
        {choice('level', 'experienceLevel', 'Experience level', EXPERIENCE_LEVELS)}
      </div>
      <Field id="new-booking-notes" label="Notes">
        <Textarea
          id="new-booking-notes"
          rows={2}
          value={form.notes ?? ''}
          onChange={(event) => set({ notes: event.target.value })}
        />
      </Field>
      {choice('payment', 'paymentMethod', 'Payment', PAYMENT_METHODS)}
      {form.paymentMethod === 'voucher' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {text('voucherCode', 'Voucher code')}
          {choice('rest', 'restPaidBy', 'Any rest paid by', REST_PAYMENT_METHODS)}
        </div>
      ) : null}
      {cardReference ? text('terminalReference', 'Terminal reference') : null}
      <Button type="submit" disabled={isLoading || !form.timeSlot}>
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
