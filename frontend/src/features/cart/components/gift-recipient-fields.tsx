import { useId } from 'react';
import { useAppDispatch } from '../../../lib/store-hooks';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { formatDay } from '../../../lib/dates';
import type { CartGift, CartItem } from '../cart-item';
import { cartGiftChanged } from '../cart.slice';
import { lastGiftDay, londonToday } from '../../../lib/gift-dates';

const MESSAGE_MAX = 500;

/** A gift card line's "send it to someone": recipient, e-mail, message and the day it is e-mailed (today by default). */
export function GiftRecipientFields({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const { product, gift } = item;
  const today = londonToday();
  const set = (next: CartGift | null) => dispatch(cartGiftChanged({ productId: product.id, gift: next }));
  const change = (field: keyof CartGift, value: string) => gift && set({ ...gift, [field]: value });
  const day = gift?.deliverOn || today;

  return (
    <div className="mt-4 rounded-lg border border-navy-100 bg-navy-50 p-3">
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-4 accent-sky-700"
          checked={Boolean(gift)}
          onChange={(event) => set(event.target.checked ? { recipientName: '', recipientEmail: '', message: '', deliverOn: today } : null)}
        />
        Send it to someone by e-mail
      </label>
      {gift ? (
        <fieldset className="mt-3 grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Who receives {product.name}</legend>
          <Field id={`${id}-name`} label="Recipient's name">
            <Input id={`${id}-name`} required maxLength={120} autoComplete="off" value={gift.recipientName} onChange={(event) => change('recipientName', event.target.value)} />
          </Field>
          <Field id={`${id}-email`} label="Recipient's e-mail">
            <Input
              id={`${id}-email`}
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              value={gift.recipientEmail}
              onChange={(event) => change('recipientEmail', event.target.value)}
            />
          </Field>
          <Field id={`${id}-message`} label="Message (optional)" className="grid gap-2 sm:col-span-2">
            <Textarea
              id={`${id}-message`}
              rows={3}
              maxLength={MESSAGE_MAX}
              aria-describedby={`${id}-message-count`}
              value={gift.message}
              onChange={(event) => change('message', event.target.value)}
            />
            <span id={`${id}-message-count`} className="text-right text-xs text-navy-600">
              {gift.message.length}/{MESSAGE_MAX}
            </span>
          </Field>
          <Field id={`${id}-day`} label="Delivery date">
            <Input id={`${id}-day`} type="date" required min={today} max={lastGiftDay()} value={day} onChange={(event) => change('deliverOn', event.target.value)} />
          </Field>
          <p className="self-end text-sm text-navy-700">
            {day === today ? 'E-mailed to them as soon as you have paid.' : `E-mailed to them on ${formatDay(day)} from 8am (UK time).`} Valid for 12 months from
            today; your receipt comes to you now.
          </p>
        </fieldset>
      ) : null}
    </div>
  );
}
