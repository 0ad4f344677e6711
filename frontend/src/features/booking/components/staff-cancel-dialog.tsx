import { useState } from 'react';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { formatPence } from '../../../lib/money';
import { useRefundWords, type RefundWords } from '../../../lib/refund-terms';
import { useCancelBookingMutation, type Cancellation, type StaffBooking } from '../api/staff-bookings-api';
import { useGetCancellationPreviewQuery, type CancellationPreview } from '../api/booking-money-api';
import { dayHeading } from '../booking-options';
import { CancelDialog } from './cancel-dialog';

const tierText = (tier: CancellationPreview['refundTier'], terms: RefundWords) => (tier === 'full' ? 'a full refund' : `${terms.percent} under the Terms`);

/** What cancelling now gives back under the Terms, in words, before staff confirm (docs/product.md, Refunds and cancellation). */
export function owedStatement(preview: CancellationPreview, paymentMethod: StaffBooking['paymentMethod'], terms: RefundWords): string {
  const voucher =
    preview.voucherReturned === null ? '' : preview.voucherReturned ? ' The gift voucher will be valid again.' : ' The gift voucher will not be returned.';
  if (!preview.refundedBy) {
    const why =
      preview.cashOwedPence > 0
        ? `its ${formatPence(preview.cashOwedPence)} cash on arrival was never received`
        : 'nothing was paid for it in money';
    return `Nothing is owed: ${why}.${voucher}`;
  }
  if (preview.refundPence === 0) return `No refund is due under the Terms: the session is less than ${terms.part} away.${voucher}`;
  if (preview.refundedBy === 'site')
    return `${formatPence(preview.refundPence)} will be refunded to the card paid online (${tierText(preview.refundTier, terms)}).${voucher}`;
  const how = paymentMethod === 'cash_on_arrival' ? 'in cash' : 'on the card terminal';
  return `${formatPence(preview.refundPence)} is owed (${tierText(preview.refundTier, terms)}): refund it ${how}, then mark it refunded under REFUNDS TO GIVE.${voucher}`;
}

/** What staff are told once a booking is cancelled: refunded by the site, owed (staff refund it outside the site), or nothing. */
function cancellationOutcome({ booking, refundPence, refundStatus }: Cancellation): string {
  if (refundStatus === 'none') return 'Nothing is owed. The customer is e-mailed.';
  if (refundStatus === 'refunded') return `${formatPence(refundPence)} refunded to the card paid online. The customer is e-mailed.`;
  const how = booking.paymentMethod === 'cash_on_arrival' ? 'in cash' : 'on the card terminal';
  return `${formatPence(refundPence)} owed: refund it ${how}, then mark it refunded under REFUNDS TO GIVE.`;
}

/** Pounds as typed ('12', '12.5', '12.50') in integer pence; null when it is not an amount. */
const pence = (typed: string) => (/^\d{1,6}(\.\d{1,2})?$/.test(typed.trim()) ? Math.round(Number(typed.trim()) * 100) : null);

interface Goodwill {
  on: boolean;
  amount: string;
  reason: string;
}

/** A goodwill refund: another amount than the Terms', up to what was paid, with the reason (required). */
function goodwillError(goodwill: Goodwill, paidPence: number): { amount?: string; reason?: string } {
  if (!goodwill.on) return {};
  const amount = pence(goodwill.amount);
  return {
    amount:
      amount === null
        ? 'Enter the refund in pounds, for example 25.00.'
        : amount > paidPence
          ? `The refund can be at most the ${formatPence(paidPence)} paid.`
          : undefined,
    reason: goodwill.reason.trim() ? undefined : 'Say why the refund differs from the Terms.',
  };
}

function GoodwillFields({ goodwill, onChange, preview }: { goodwill: Goodwill; onChange: (goodwill: Goodwill) => void; preview: CancellationPreview }) {
  const errors = goodwillError(goodwill, preview.paidPence);
  return (
    <div className="mt-4 grid gap-3 rounded-lg border border-navy-100 p-3">
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" checked={goodwill.on} onChange={(event) => onChange({ ...goodwill, on: event.target.checked })} />
        Refund a different amount (goodwill)
      </label>
      {goodwill.on ? (
        <>
          <FormField label="Refund (£)" hint={`Up to the ${formatPence(preview.paidPence)} paid.`} error={errors.amount}>
            {(control) => (
              <Input {...control} inputMode="decimal" value={goodwill.amount} onChange={(event) => onChange({ ...goodwill, amount: event.target.value })} />
            )}
          </FormField>
          <FormField label="Reason" error={errors.reason}>
            {(control) => (
              <Textarea {...control} rows={2} maxLength={200} value={goodwill.reason} onChange={(event) => onChange({ ...goodwill, reason: event.target.value })} />
            )}
          </FormField>
        </>
      ) : null}
    </div>
  );
}

function OwedBeforeCancelling({ booking, goodwill, onGoodwill }: { booking: StaffBooking; goodwill: Goodwill; onGoodwill: (goodwill: Goodwill) => void }) {
  const { data: preview, isError } = useGetCancellationPreviewQuery(booking.id, { refetchOnMountOrArgChange: true });
  const terms = useRefundWords();
  if (isError) return <p className="text-red-700">What is owed could not be worked out. Close this and try again.</p>;
  if (!preview || !terms) return <Spinner label="Working out what is owed" />;
  return (
    <div>
      <p className="font-semibold" data-testid="owed-statement">
        {owedStatement(preview, booking.paymentMethod, terms)}
      </p>
      <p className="mt-2 text-sm text-navy-600">
        The Terms: more than {terms.full} before the session, a full refund; {terms.band}, {terms.percent}; under {terms.part}, none. The
        customer is e-mailed.
      </p>
      {preview.refundedBy ? <GoodwillFields goodwill={goodwill} onChange={onGoodwill} preview={preview} /> : null}
    </div>
  );
}

const NO_GOODWILL: Goodwill = { on: false, amount: '', reason: '' };

/** Staff cancel a booking from BOOKINGS: what is owed is shown before confirming, with an optional goodwill amount and reason. */
export function StaffCancelDialog({ booking }: { booking: StaffBooking }) {
  const [cancel] = useCancelBookingMutation();
  const [goodwill, setGoodwill] = useState<Goodwill>(NO_GOODWILL);
  const onCancel = async () => {
    const errors = goodwillError(goodwill, Number.MAX_SAFE_INTEGER);
    if (errors.amount || errors.reason) throw new Error(errors.amount ?? errors.reason);
    const override = goodwill.on ? { refundPence: pence(goodwill.amount) ?? 0, refundReason: goodwill.reason.trim() } : {};
    const outcome = cancellationOutcome(await cancel({ bookingId: booking.id, ...override }).unwrap());
    setGoodwill(NO_GOODWILL);
    return outcome;
  };
  return (
    <CancelDialog
      open={{ text: 'Cancel', label: `Cancel booking of ${booking.name} at ${booking.timeSlot}`, size: 'sm' }}
      description={`${booking.sessionName} for ${booking.name}, ${dayHeading(booking.date)} at ${booking.timeSlot}.`}
      texts={{ confirm: goodwill.on ? 'Cancel with this refund' : 'Cancel booking', failed: 'Failed to cancel booking' }}
      onCancel={onCancel}
    >
      <OwedBeforeCancelling booking={booking} goodwill={goodwill} onGoodwill={setGoodwill} />
    </CancelDialog>
  );
}
