import { Printer } from 'lucide-react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatPence } from '../../../lib/money';
import { site } from '../../../lib/site';
import type { CartOrderDetails, SavedVoucher } from '../order-details';
import { ConfirmationLayout, longDate } from './confirmation-layout';
import { DeliveryCard } from './confirmation-next-steps';
import './print-voucher.css';

/** A shop order's /confirmation: its lines and postage, the gift voucher codes (to print), and where it is posted. */
export function CartOrderConfirmation({ details }: { details: CartOrderDetails }) {
  const vouchers = details.vouchers ?? [];
  return (
    <ConfirmationLayout
      title="PAYMENT SUCCESSFUL!"
      reference={details.reference}
      email={details.email}
      summaryTitle="Your order"
      summary={<OrderLines details={details} />}
      totalLabel="Total paid"
      totalAmount={details.totalAmount}
    >
      {vouchers.length > 0 ? (
        <>
          <VoucherCodes vouchers={vouchers} />
          <div className="flex flex-wrap justify-center gap-4">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden /> PRINT VOUCHER
            </Button>
          </div>
          {createPortal(<PrintableVouchers vouchers={vouchers} />, document.body)}
        </>
      ) : null}
      {details.deliveryAddress?.length ? <DeliveryCard address={details.deliveryAddress} /> : null}
    </ConfirmationLayout>
  );
}

function OrderLines({ details }: { details: CartOrderDetails }) {
  return (
    <ul className="mt-4 divide-y divide-navy-100" aria-label="Order lines">
      {details.items.map((item, index) => (
        <li key={`${item.name}-${index}`} className="flex justify-between gap-4 py-3">
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {item.name} <span className="text-navy-500">× {item.quantity}</span>
          </span>
          <span className="shrink-0 font-semibold whitespace-nowrap">{formatPence(item.price * item.quantity)}</span>
        </li>
      ))}
      {details.shippingPence ? (
        <li className="flex justify-between gap-4 py-3">
          <span>Postage (UK)</span>
          <span className="shrink-0 font-semibold whitespace-nowrap">{formatPence(details.shippingPence)}</span>
        </li>
      ) : null}
    </ul>
  );
}

function VoucherCodes({ vouchers }: { vouchers: SavedVoucher[] }) {
  return (
    <Card>
      <h2 className="text-2xl">Your gift voucher codes</h2>
      <p className="mt-2 text-navy-600">Each voucher is valid for 12 months. We have also e-mailed each one, ready to forward.</p>
      <ul className="mt-4 grid gap-3" aria-label="Gift voucher codes">
        {vouchers.map((voucher) => (
          <li key={voucher.code} className="rounded-lg border-2 border-dashed border-navy-300 p-4">
            <p className="text-sm text-navy-600">
              {voucher.productName}
              {voucher.valuePence ? ` · ${formatPence(voucher.valuePence)}` : null}
            </p>
            <p className="whitespace-nowrap font-mono text-xl font-bold tracking-wider sm:text-2xl">{voucher.code}</p>
            <p className="text-sm text-navy-600">Valid until {longDate(voucher.expiresAt)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** What PRINT VOUCHER prints: one clean card per gift voucher, saying what it is for and its value. */
function PrintableVouchers({ vouchers }: { vouchers: SavedVoucher[] }) {
  return (
    <div data-print-voucher="">
      {vouchers.map((voucher) => (
        <div key={voucher.code} className="voucher-card">
          <p style={{ letterSpacing: 3, textTransform: 'uppercase', fontSize: 12 }}>{site.name} · Gift voucher</p>
          <h1 style={{ fontSize: 28, margin: '8px 0' }}>{voucher.productName}</h1>
          {voucher.valuePence ? <p style={{ fontSize: 20, fontWeight: 700 }}>Value {formatPence(voucher.valuePence)}</p> : null}
          <p style={{ fontFamily: 'ui-monospace, monospace', fontSize: 30, fontWeight: 700, letterSpacing: 2 }}>{voucher.code}</p>
          <p>Valid until {longDate(voucher.expiresAt)}. Valid for 12 months from purchase; non-refundable.</p>
          <p>To book, visit {window.location.host}/book-flight or contact us quoting the code.</p>
          <p style={{ marginTop: 16, fontSize: 12 }}>
            {site.name} · {site.address.lines.join(', ')}, {site.address.postcode} · {site.email} · {site.phone.display}
          </p>
        </div>
      ))}
    </div>
  );
}
