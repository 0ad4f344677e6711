import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, RegisteredField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDay, formatMoment } from '../../../lib/dates';
import { lastGiftDay, londonToday } from '../../../lib/gift-dates';
import { type MyGift, useChangeMyGiftMutation, useGetMyGiftsQuery } from '../api/my-gifts-api';

const STATE: Record<MyGift['state'], string> = { scheduled: 'Scheduled', sending: 'Being sent', delivered: 'Delivered' };

/** Change the day or the recipient's address of a gift not sent yet. */
function ChangeGiftForm({ gift, onDone }: { gift: MyGift; onDone: () => void }) {
  const form = useForm({ defaultValues: { deliverOn: gift.deliverOn, recipientEmail: gift.recipientEmail } });
  const [changeGift, { isLoading, error }] = useChangeMyGiftMutation();
  const save = async ({ deliverOn, recipientEmail }: { deliverOn: string; recipientEmail: string }) => {
    const saved = await changeGift({ id: gift.id, deliverOn, recipientEmail })
      .unwrap()
      .catch(() => null);
    if (saved) onDone();
  };
  return (
    // The browser checks the date's range and the address (required, type="email").
    <Form
      form={form}
      onValid={save}
      noValidate={false}
      className="mt-3 grid gap-3 sm:grid-cols-2"
      aria-label={`Change the gift to ${gift.recipientName}`}
    >
      <RegisteredField label="Delivery date" registration={form.register('deliverOn')} className="grid gap-2">
        {(control) => <Input {...control} type="date" required min={londonToday()} max={lastGiftDay()} />}
      </RegisteredField>
      <RegisteredField label="Recipient's e-mail" registration={form.register('recipientEmail')} className="grid gap-2">
        {(control) => <Input {...control} type="email" required maxLength={254} />}
      </RegisteredField>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-2">
          {apiErrorMessage(error)}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={isLoading}>
          SAVE
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function GiftCard({ gift }: { gift: MyGift }) {
  const [changing, setChanging] = useState(false);
  return (
    <Card className="p-4" aria-label={`Gift to ${gift.recipientName}`}>
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-semibold [overflow-wrap:anywhere]">{gift.productName}</span>
        <span className="text-sm font-bold uppercase">{STATE[gift.state]}</span>
      </p>
      <p className="mt-1 text-sm [overflow-wrap:anywhere]">
        To {gift.recipientName} ({gift.recipientEmail})
      </p>
      <p className="text-sm">
        {gift.deliveredAt ? `Delivered ${formatMoment(gift.deliveredAt)}` : `On ${formatDay(gift.deliverOn)}, from 8am`} · order{' '}
        <span className="font-mono">{gift.reference}</span>
      </p>
      {gift.state === 'scheduled' && !changing ? (
        <Button size="sm" variant="outline" className="mt-3" onClick={() => setChanging(true)}>
          CHANGE DATE OR E-MAIL
        </Button>
      ) : null}
      {changing ? <ChangeGiftForm gift={gift} onDone={() => setChanging(false)} /> : null}
    </Card>
  );
}

/** The dashboard's gift cards sent to someone by e-mail: to whom, when, whether sent; the day or address changed before it goes. */
export function MyGifts() {
  const { data: gifts } = useGetMyGiftsQuery();
  if (!gifts || gifts.length === 0) return null;
  return (
    <section aria-labelledby="my-gifts">
      <h2 id="my-gifts" className="text-2xl">
        Gifts by E-mail
      </h2>
      <ul className="mt-6 grid gap-3">
        {gifts.map((gift) => (
          <li key={gift.id}>
            <GiftCard gift={gift} />
          </li>
        ))}
      </ul>
    </section>
  );
}
