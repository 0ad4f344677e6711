import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, RegisteredField } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { type SlotCalendar, takesSlot } from '../../../lib/experiences';
import { useGetExperiencesQuery } from '../../../lib/experiences-api';
import { formatPence } from '../../../lib/money';
import { useEditBookingMutation, usePreviewOptionPriceMutation, type OptionPriceChange } from '../api/desk-api';

interface EditableBooking {
  id: string;
  name: string;
  phone: string;
  notes: string | null;
  participantName: string | null;
  sessionName: string;
  /** The calendar its slot is on: an option change stays on it (the server refuses one on another). */
  bookedAs: SlotCalendar;
}

/** 'intro-to-the-airbus/120-minutes': one choice of the experience select. */
const KEEP = '';

/** The dialog's fields: `choice` is an experience option's key, or KEEP. */
interface BookingEdit {
  name: string;
  phone: string;
  notes: string;
  participant: string;
  choice: string;
}
const editOf = (booking: EditableBooking): BookingEdit => ({
  name: booking.name,
  phone: booking.phone,
  notes: booking.notes ?? '',
  participant: booking.participantName ?? '',
  choice: KEEP,
});
const optionKey = (experienceId: string, optionId: string) => `${experienceId}/${optionId}`;

/** What the price difference means at the desk, in words. */
export function differenceText(change: OptionPriceChange): string {
  if (change.amountDuePence > 0) return `${formatPence(change.amountDuePence)} to take from the customer (card or cash).`;
  if (change.refundPence) return `${formatPence(change.refundPence)} to refund to the customer (it joins the refunds to give).`;
  if (change.differencePence === 0) return 'Same price: nothing to take or refund.';
  return `New price ${formatPence(change.totalPrice)}, paid at the desk.`;
}

/**
 * EDIT on a booking (docs/product.md, Staff panel: BOOKINGS): name, phone, notes, who is flying and the experience
 * option; an option change shows the server's price difference before it is saved.
 */
export function EditBookingDialog({ booking }: { booking: EditableBooking }) {
  const { toast, toastApiError } = useToast();
  const [open, setOpen] = useState(false);
  const form = useForm<BookingEdit>({ defaultValues: editOf(booking) });
  const { register, setValue } = form;
  const [price, setPrice] = useState<OptionPriceChange | null>(null);
  const { data: catalogue = [] } = useGetExperiencesQuery(undefined, { skip: !open });
  const [preview, previewing] = usePreviewOptionPriceMutation();
  const [save, saving] = useEditBookingMutation();
  const choices = catalogue
    .filter((experience) => takesSlot(experience, booking.bookedAs))
    .flatMap((experience) =>
      experience.options.map((option) => ({
        value: optionKey(experience.id, option.id),
        label: `${experience.name} – ${option.name} (${formatPence(option.pricePence)})`,
      })),
    );

  const reset = () => {
    form.reset(editOf(booking));
    setPrice(null);
  };
  const choose = async (value: string) => {
    setPrice(null);
    if (value === KEEP) return;
    const [experienceId, optionId] = value.split('/');
    try {
      setPrice(await preview({ id: booking.id, option: { experienceId, optionId } }).unwrap());
    } catch (error) {
      toastApiError('Cannot change the experience', error, 'The price of that experience could not be worked out.');
      setValue('choice', KEEP);
    }
  };
  const submit = async ({ name, phone, notes, participant, choice: saved }: BookingEdit) => {
    const chosen = saved === KEEP ? undefined : { experienceId: saved.split('/')[0], optionId: saved.split('/')[1] };
    try {
      await save({
        id: booking.id,
        edit: { name, phone, notes: notes.trim() || null, participantName: participant.trim() || null, ...(chosen ? { option: chosen } : {}) },
      }).unwrap();
      setOpen(false);
      toast({ title: 'Booking saved', description: chosen ? `${name} is e-mailed the change. ${price ? differenceText(price) : ''}` : `${name}'s booking is updated.` });
    } catch (error) {
      toastApiError('Not saved', error, 'The booking could not be saved.');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) reset();
      }}
    >
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Edit the booking of ${booking.name}`}>
        <Pencil aria-hidden />
        EDIT
      </Button>
      <DialogContent title="Edit booking" description={`${booking.sessionName} for ${booking.name}.`}>
        {/* The browser asks for the name and phone (required). */}
        <Form form={form} onValid={submit} noValidate={false} className="grid gap-4">
          <RegisteredField label="Name" registration={register('name')}>
            {(control) => <Input {...control} required maxLength={100} />}
          </RegisteredField>
          <RegisteredField label="Phone" registration={register('phone')}>
            {(control) => <Input {...control} type="tel" required maxLength={30} />}
          </RegisteredField>
          <RegisteredField label="Who is flying (empty: the booker)" registration={register('participant')}>
            {(control) => <Input {...control} maxLength={100} />}
          </RegisteredField>
          <RegisteredField label="Notes" registration={register('notes')}>
            {(control) => <Textarea {...control} maxLength={1000} rows={3} />}
          </RegisteredField>
          <RegisteredField label="Experience" registration={register('choice', { onChange: (event) => void choose(event.target.value) })}>
            {(control) => (
              <select {...control} className={`${fieldClasses} h-11`}>
                <SelectOptions options={choices} placeholder={`Keep ${booking.sessionName}`} />
              </select>
            )}
          </RegisteredField>
          {previewing.isLoading ? <p className="text-navy-600">Working out the price...</p> : null}
          {price ? (
            <p role="status" className="rounded-md bg-amber-50 p-3 font-semibold text-amber-900">
              {differenceText(price)}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                CANCEL
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving.isLoading || previewing.isLoading}>
              {saving.isLoading ? 'Saving...' : 'SAVE CHANGES'}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
