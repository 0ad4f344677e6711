import { useFormContext } from 'react-hook-form';
import { RegisteredField } from '../../../components/form';
import { Textarea } from '../../../components/ui/textarea';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatPence } from '../../../lib/money';
import type { VoucherCheck } from '../api/booking-api';
import type { RestPaymentMethod, StaffPaymentMethod } from '../api/staff-bookings-api';
import { PAYMENT_METHODS, REST_PAYMENT_METHODS } from '../booking-options';
import { SelectField, TextField } from './new-booking-fields';

/** How the phone booking is paid, as the form holds it (pounds as typed for a staff price). */
export interface PaymentForm {
  paymentMethod: StaffPaymentMethod;
  voucherCode: string;
  restPaidBy: RestPaymentMethod;
  terminalReference: string;
  /** A staff price in pounds as typed; blank: the catalogue's price. */
  staffPrice: string;
  priceReason: string;
}

export const NO_PAYMENT: PaymentForm = {
  paymentMethod: 'card_by_phone',
  voucherCode: '',
  restPaidBy: 'card_by_phone',
  terminalReference: '',
  staffPrice: '',
  priceReason: '',
};

/** The server's answer on the voucher typed, for the chosen option. */
export interface VoucherState {
  result: VoucherCheck | undefined;
  error: unknown;
  checking: boolean;
}

/** A staff price typed in pounds, as integer pence; null when blank or not a price. */
export function staffPricePence(typed: string): number | null {
  const text = typed.trim().replace(/^£/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** What is left to pay in money: the voucher's answer, a staff price, or the option's price; null until known. */
export function moneyToTake(form: PaymentForm, pricePence: number | null, voucher: VoucherState): number | null {
  if (form.paymentMethod === 'complimentary') return 0;
  if (form.paymentMethod === 'voucher') return voucher.result && !voucher.error ? voucher.result.toPayPence : null;
  return staffPricePence(form.staffPrice) ?? pricePence;
}

/** Whether a card terminal reference is asked: only when money is taken by card over the phone. */
export function needsCardReference(form: PaymentForm, toTake: number | null): boolean {
  if (form.paymentMethod === 'card_by_phone') return true;
  return form.paymentMethod === 'voucher' && (toTake ?? 0) > 0 && form.restPaidBy === 'card_by_phone';
}

interface Props {
  /** The chosen option's price in pence; null before one is chosen. */
  pricePence: number | null;
  voucher: VoucherState;
}

function VoucherAnswer({ voucher, typed }: { voucher: VoucherState; typed: string }) {
  if (!typed.trim()) return null;
  if (voucher.checking) return <p className="text-sm text-navy-600">Checking the voucher…</p>;
  if (voucher.error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {apiErrorMessage(voucher.error, 'That voucher code could not be checked.')}
      </p>
    );
  if (!voucher.result) return null;
  const { code, coveredPence, toPayPence } = voucher.result;
  return (
    <p role="status" className="text-sm font-semibold text-green-800">
      {code} covers {formatPence(coveredPence)}
      {toPayPence > 0 ? `; ${formatPence(toPayPence)} left to pay.` : '. Nothing left to pay.'}
    </p>
  );
}

/** NEW BOOKING's payment: method, a gift voucher checked as it is typed, a staff price with its reason, the card reference when one is needed. */
export function NewBookingPayment({ pricePence, voucher }: Props) {
  const { register, watch } = useFormContext<PaymentForm>();
  const form = watch();
  const toTake = moneyToTake(form, pricePence, voucher);
  const priced = form.paymentMethod === 'card_by_phone' || form.paymentMethod === 'cash_on_arrival';
  const staffPence = staffPricePence(form.staffPrice);

  return (
    <div className="grid gap-4">
      <SelectField id="new-booking-payment" label="Payment" registration={register('paymentMethod')} options={PAYMENT_METHODS} />
      {form.paymentMethod === 'voucher' ? (
        <div className="grid gap-2">
          <TextField
            id="new-booking-voucherCode"
            label="Voucher code"
            autoComplete="off"
            registration={register('voucherCode')}
          />
          <VoucherAnswer voucher={voucher} typed={form.voucherCode} />
          {toTake !== null && toTake > 0 ? (
            <SelectField
              id="new-booking-rest"
              label="Rest paid by"
              registration={register('restPaidBy')}
              options={REST_PAYMENT_METHODS}
            />
          ) : null}
        </div>
      ) : null}
      {priced ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="new-booking-staff-price"
            label="Staff price (£, optional)"
            inputMode="decimal"
            required={false}
            placeholder={pricePence === null ? '' : (pricePence / 100).toFixed(2)}
            registration={register('staffPrice')}
          />
          {form.staffPrice.trim() ? (
            <RegisteredField
              id="new-booking-price-reason"
              label="Reason for the staff price"
              registration={register('priceReason')}
              className="grid gap-2"
            >
              {(control) => <Textarea {...control} rows={2} required maxLength={200} />}
            </RegisteredField>
          ) : null}
        </div>
      ) : null}
      {needsCardReference(form, toTake) ? (
        <TextField
          id="new-booking-terminalReference"
          label="Terminal reference"
          autoComplete="off"
          registration={register('terminalReference')}
        />
      ) : null}
      {toTake !== null ? (
        <p className="text-sm text-navy-700" aria-live="polite">
          To take: <span className="font-semibold">{formatPence(toTake)}</span>
          {priced && staffPence !== null && pricePence !== null && staffPence < pricePence
            ? ` (${formatPence(pricePence - staffPence)} off ${formatPence(pricePence)})`
            : ''}
        </p>
      ) : null}
    </div>
  );
}
