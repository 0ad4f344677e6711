import { Pencil } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field, SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useGetExperiencesQuery } from '../../../lib/experiences';
import { formatPence } from '../../../lib/money';
import { useEditBookingMutation, usePreviewOptionPriceMutation, type OptionPriceChange } from '../api/desk-api';

interface EditableBooking {
  id: string;
  name: string;
  phone: string;
  notes: string | null;
  participantName: string | null;
  sessionName: string;
}

/** 'intro-to-the-airbus/120-minutes': one choice of the experience select. */
const KEEP = '';
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
  const id = useId();
  const { toast, toastApiError } = useToast();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(booking.name);
  const [phone, setPhone] = useState(booking.phone);
  const [notes, setNotes] = useState(booking.notes ?? '');
  const [participant, setParticipant] = useState(booking.participantName ?? '');
  const [choice, setChoice] = useState(KEEP);
  const [price, setPrice] = useState<OptionPriceChange | null>(null);
  const { data: catalogue = [] } = useGetExperiencesQuery(undefined, { skip: !open });
  const [preview, previewing] = usePreviewOptionPriceMutation();
  const [save, saving] = useEditBookingMutation();
  const choices = catalogue
    .filter((experience) => experience.bookedAs === 'slot')
    .flatMap((experience) =>
      experience.options.map((option) => ({
        value: optionKey(experience.id, option.id),
        label: `${experience.name} – ${option.name} (${formatPence(option.pricePence)})`,
      })),
    );
  const chosen = choice === KEEP ? undefined : { experienceId: choice.split('/')[0], optionId: choice.split('/')[1] };

  const reset = () => {
    setName(booking.name);
    setPhone(booking.phone);
    setNotes(booking.notes ?? '');
    setParticipant(booking.participantName ?? '');
    setChoice(KEEP);
    setPrice(null);
  };
  const choose = async (value: string) => {
    setChoice(value);
    setPrice(null);
    if (value === KEEP) return;
    const [experienceId, optionId] = value.split('/');
    try {
      setPrice(await preview({ id: booking.id, option: { experienceId, optionId } }).unwrap());
    } catch (error) {
      toastApiError('Cannot change the experience', error, 'The price of that experience could not be worked out.');
      setChoice(KEEP);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
        <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <Field id={`${id}-name`} label="Name">
            <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} required maxLength={100} />
          </Field>
          <Field id={`${id}-phone`} label="Phone">
            <Input id={`${id}-phone`} type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} required maxLength={30} />
          </Field>
          <Field id={`${id}-participant`} label="Who is flying (empty: the booker)">
            <Input id={`${id}-participant`} value={participant} onChange={(event) => setParticipant(event.target.value)} maxLength={100} />
          </Field>
          <Field id={`${id}-notes`} label="Notes">
            <Textarea id={`${id}-notes`} value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={1000} rows={3} />
          </Field>
          <Field id={`${id}-option`} label="Experience">
            <select id={`${id}-option`} className={`${fieldClasses} h-11`} value={choice} onChange={(event) => void choose(event.target.value)}>
              <SelectOptions options={choices} placeholder={`Keep ${booking.sessionName}`} />
            </select>
          </Field>
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
        </form>
      </DialogContent>
    </Dialog>
  );
}
