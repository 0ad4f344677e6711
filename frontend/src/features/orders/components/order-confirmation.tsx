import { format, isValid, parseISO } from 'date-fns';
import { CalendarPlus, CheckCircle2, Printer, Settings2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Detail } from '../../../components/ui/detail';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatPence } from '../../../lib/money';
import { site } from '../../../lib/site';
import { apiErrorMessage } from '../../../lib/api';
import { retryWhileUnavailable } from '../../../lib/retry-while-unavailable';
import { useConfirmOrderPaymentMutation, useLazyGetOrderConfirmationQuery, type OrderSummary } from '../api/orders-api';
import {
  cartOrderDetails,
  isCartOrder,
  readOrderDetails,
  saveOrderDetails,
  sessionKindOf,
  type OrderDetails,
  type SavedVoucher,
  type SessionOrderDetails,
} from '../order-details';
import { DeliveryCard, SessionNextSteps } from './confirmation-next-steps';
import './print-voucher.css';

/** With no saved order the page goes home after 100 ms (docs/product.md, Checkout and confirmation). */
const NO_ORDER_REDIRECT_MS = 100;

const poundsFromText = (amount: string) => formatPence(Math.round(Number(amount) * 100));
const longDate = (value: string) => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMMM yyyy') : value;
};

/** The saved details, unless the address names an order by its link and they are another's (or none). */
function savedFor(orderToken: string | null): OrderDetails | null {
  const saved = readOrderDetails();
  if (!orderToken) return saved;
  return saved && isCartOrder(saved) && saved.confirmationToken === orderToken ? saved : null;
}

/**
 * /confirmation: the saved order details (cart or single-session shape), vouchers and how to get here.
 * A Stripe redirect (payment methods that leave the page) comes back with ?payment_intent=…: the order
 * is confirmed with the server first. An order's signed link (?order=…, from the receipt e-mail or the
 * checkout) loads it from the server, on any device. `onOrderConfirmed` lets the page clear the cart after
 * a redirect.
 */
export function OrderConfirmation({ onOrderConfirmed }: { onOrderConfirmed?: () => void }) {
  useDocumentTitle('Confirmation');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const orderToken = searchParams.get('order');
  const [details, setDetails] = useState<OrderDetails | null>(() => savedFor(orderToken));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmOrderPayment] = useConfirmOrderPaymentMutation();
  const [fetchOrder] = useLazyGetOrderConfirmationQuery();
  const returningIntent = searchParams.get('redirect_status') === 'succeeded' ? searchParams.get('payment_intent') : null;
  const returningSecret = searchParams.get('payment_intent_client_secret') ?? undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = details !== null;
  // A screen reader (and the keyboard) starts at what was bought, not at the header the payment left behind.
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  useEffect(() => {
    if (details) return;
    // The order's signed link, or the payment a redirect came back from (its client secret proves the buyer when
    // the session cookie did not come back); either is asked again while the API is unavailable.
    const load: (() => Promise<OrderSummary>) | null = orderToken
      ? () => fetchOrder(orderToken).unwrap()
      : returningIntent
        ? () => confirmOrderPayment({ paymentIntentId: returningIntent, clientSecret: returningSecret }).unwrap()
        : null;
    if (!load) {
      const timer = setTimeout(() => navigate('/', { replace: true }), NO_ORDER_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    let cancelled = false;
    retryWhileUnavailable(load)
      .then((summary) => {
        if (cancelled) return;
        const saved = cartOrderDetails(summary);
        saveOrderDetails(saved);
        if (returningIntent) onOrderConfirmed?.();
        setDetails(saved);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (orderToken) setProblem(apiErrorMessage(error, 'We could not show this order. Please try again later.'));
        else navigate('/', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [details, orderToken, returningIntent, returningSecret, confirmOrderPayment, fetchOrder, navigate, onOrderConfirmed]);

  if (problem) {
    return (
      <div className="grid min-h-[50vh] place-items-center px-4 text-center">
        <div className="grid justify-items-center gap-4 text-navy-700">
          <p role="alert">{problem}</p>
          <ButtonLink to="/" variant="secondary">
            BACK TO HOME
          </ButtonLink>
        </div>
      </div>
    );
  }

  if (!details) {
    return (
      <div className="grid min-h-[50vh] place-items-center px-4 text-center">
        <div className="grid justify-items-center gap-4 text-navy-700">
          <Spinner label="Loading your order details" />
          <p>Loading your order details...</p>
        </div>
      </div>
    );
  }

  const vouchers = isCartOrder(details) ? (details.vouchers ?? []) : [];

  return (
    // A long single-word name or e-mail wraps instead of widening the page.
    <div className="[overflow-wrap:anywhere]">
      <section className="bg-navy-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <CheckCircle2 aria-hidden className="mx-auto mb-6 size-16 text-accent" />
          <h1 ref={heading} tabIndex={-1} className="text-4xl outline-none sm:text-5xl">
            {isCartOrder(details) ? 'PAYMENT SUCCESSFUL!' : 'BOOKING CONFIRMED!'}
          </h1>
          {details.reference ? (
            <p className="mt-4 text-lg text-navy-100">
              Reference <strong className="font-mono tracking-wider text-white">{details.reference}</strong>
            </p>
          ) : null}
          <p className="mt-4 text-lg text-navy-100 [overflow-wrap:anywhere]">
            A confirmation email has been sent to <strong className="text-white">{details.email}</strong>.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12">
        <Card>
          <h2 className="text-2xl">{isCartOrder(details) ? 'Your order' : 'Your booking'}</h2>
          {isCartOrder(details) ? (
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
          ) : (
            <SessionDetails details={details} />
          )}
          <p className="mt-4 flex justify-between border-t-2 border-navy-900 pt-4 text-lg font-bold">
            <span>{!isCartOrder(details) && details.voucherCode ? 'Paid by card' : 'Total paid'}</span>
            <span className="shrink-0 whitespace-nowrap">{poundsFromText(details.totalAmount)}</span>
          </p>
        </Card>

        {vouchers.length > 0 ? (
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
        ) : null}

        {vouchers.length > 0 ? (
          <div className="flex flex-wrap justify-center gap-4">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden /> PRINT VOUCHER
            </Button>
          </div>
        ) : null}
        {!isCartOrder(details) && details.manageToken ? <BookingLinks token={details.manageToken} /> : null}

        {isCartOrder(details) ? (
          details.deliveryAddress?.length ? <DeliveryCard address={details.deliveryAddress} /> : null
        ) : (
          <SessionNextSteps kind={sessionKindOf(details)} />
        )}

        <div className="flex flex-wrap justify-center gap-4">
          <ButtonLink to="/" variant="secondary" size="lg">
            BACK TO HOME
          </ButtonLink>
          <ButtonLink to="/book-flight" size="lg">
            BOOK ANOTHER EXPERIENCE
          </ButtonLink>
        </div>
      </div>
      {vouchers.length > 0 ? createPortal(<PrintableVouchers vouchers={vouchers} />, document.body) : null}
    </div>
  );
}

/** What was booked: the session and when, or the course with its date to be arranged; how it was paid; its reference. */
function SessionDetails({ details }: { details: SessionOrderDetails }) {
  const kind = sessionKindOf(details);
  return (
    <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2">
      <Detail term={kind === 'course' ? 'Course' : 'Experience'} className="font-semibold">
        {details.sessionName}
      </Detail>
      {kind === 'course' ? (
        <>
          <Detail term="Course date">To be arranged with you</Detail>
          <Detail term="Preferred date">{details.date ? longDate(details.date) : 'No preference'}</Detail>
        </>
      ) : (
        <>
          {details.date ? <Detail term="Date">{longDate(details.date)}</Detail> : null}
          {details.timeSlot ? <Detail term="Time">{details.timeSlot}</Detail> : null}
          {kind === 'online' ? <Detail term="Where">Online, by video call</Detail> : null}
        </>
      )}
      {details.voucherCode ? (
        <Detail term="Payment">
          Paid with gift voucher <span className="whitespace-nowrap font-mono font-semibold">{details.voucherCode}</span>
          {details.voucherPence ? ` (${formatPence(details.voucherPence)})` : null}
        </Detail>
      ) : null}
      {details.reference ? (
        <Detail term="Reference" className="font-mono font-semibold">
          {details.reference}
        </Detail>
      ) : null}
    </dl>
  );
}

/** A booking's Add to calendar (the e-mail's .ics, from the server) and Manage booking (the signed link). */
function BookingLinks({ token }: { token: string }) {
  return (
    <div className="flex flex-wrap justify-center gap-4">
      <a href={`/api/manage-booking/${token}/calendar.ics`} download="booking.ics" className={buttonClasses({ variant: 'secondary' })}>
        <CalendarPlus aria-hidden /> Add to calendar
      </a>
      <ButtonLink to={`/manage-booking/${token}`} variant="outline">
        <Settings2 aria-hidden /> Manage booking
      </ButtonLink>
    </div>
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
