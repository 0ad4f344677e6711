import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { apiErrorMessage } from '../../../lib/api';
import { formatDay, formatMoment } from '../../../lib/dates';
import { lastGiftDay, londonToday } from '../../../lib/gift-dates';
import { type MyGift, useChangeMyGiftMutation, useGetMyGiftsQuery } from '../api/my-gifts-api';

const STATE: Record<MyGift['state'], string> = { scheduled: 'Scheduled', sending: 'Being sent', delivered: 'Delivered' };

/** Change the day or the recipient's address of a gift not sent yet. */
function ChangeGiftForm({ gift, onDone }: { gift: MyGift; onDone: () => void }) {
  const id = useId();
  const [deliverOn, setDeliverOn] = useState(gift.deliverOn);
  const [recipientEmail, setRecipientEmail] = useState(gift.recipientEmail);
  const [changeGift, { isLoading, error }] = useChangeMyGiftMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await changeGift({ id: gift.id, deliverOn, recipientEmail })
      .unwrap()
      .catch(() => null);
    if (saved) onDone();
  };
  return (
    <form
      className="mt-3 grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => void submit(event)}
      aria-label={`Change the gift to ${gift.recipientName}`}
    >
      <Field id={`${id}-day`} label="Delivery date">
        <Input
          id={`${id}-day`}
          type="date"
          required
          min={londonToday()}
          max={lastGiftDay()}
          value={deliverOn}
          onChange={(event) => setDeliverOn(event.target.value)}
        />
      </Field>
      <Field id={`${id}-email`} label="Recipient's e-mail">
        <Input
          id={`${id}-email`}
          type="email"
          required
          maxLength={254}
          value={recipientEmail}
          onChange={(event) => setRecipientEmail(event.target.value)}
        />
      </Field>
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
    </form>
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
