import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatPence } from '../../../lib/money';
import { useGetPaymentConfigQuery } from '../api/payment-api';
import type { PaidFor } from '../hooks/use-payment-attempt';
import type { BillingDetails } from './payment-form-props';
import { HoldCountdown } from './hold-countdown';
import { FORM_ERROR_TOAST, StripePaymentForm } from './stripe-payment-form';
import { TestCardForm } from './test-card-form';

/** What a caller's createIntent answers; `totalPence`, when given, is the server's price and is what the button shows. */
export interface PreparedPayment {
  clientSecret: string;
  paymentIntentId: string;
  totalPence?: number;
  /** When what is paid for is held until then (a booking's slot): the dialog counts down and stops paying after it. */
  holdExpiresAt?: string;
}

export interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Integer pence shown on the pay button (the server's total from createIntent wins when it sends one). */
  totalPence: number;
  /** Sets up the payment on the server; called when the dialog opens (after the e-mail step with askEmail). */
  createIntent: (details: { email?: string }) => Promise<PreparedPayment>;
  billingDetails?: BillingDetails;
  /** Runs once the provider reports the payment succeeded; it saves the result, closes the dialog and navigates. */
  onSucceeded: (paymentIntentId: string) => Promise<void>;
  /** Ask for the e-mail the receipt goes to before setting up the payment (the cart checkout). */
  askEmail?: boolean;
  /** What is paid for, as the customer reads it while it is confirmed ('Confirming your order…'); a booking by default. */
  paidFor?: PaidFor;
  /** A new value sets the payment up again while the dialog stays open (a slot held again). */
  intentKey?: number;
  /** What replaces the card form once the hold ran out (the offer to hold the slot again). */
  renderExpired?: () => ReactNode;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The one payment dialog (cart, booking form and fear-of-flying course), with every state of
 * docs/product.md, Payments: 'Preparing payment...', the red setup error with 'Payment Setup Failed', then the card form
 * (Stripe Elements, or the TEST MODE form with the built-in provider). Closing resets secret and error. A held slot's
 * countdown is shown above the card form, which gives way to `renderExpired` once the hold ran out (Booking rules, Holds).
 */
export function PaymentDialog({
  open,
  onOpenChange,
  title,
  totalPence,
  createIntent,
  billingDetails,
  onSucceeded,
  askEmail = false,
  paidFor = 'booking',
  intentKey = 0,
  renderExpired,
}: PaymentDialogProps) {
  const { toast } = useToast();
  const emailId = useId();
  // The address is checked when CONTINUE is pressed, and its refusal stays until it is pressed again.
  const emailForm = useForm({ defaultValues: { email: billingDetails?.email ?? '' }, reValidateMode: 'onSubmit' });
  const emailError = emailForm.formState.errors.email?.message;
  const { clearErrors } = emailForm;
  const [receiptEmail, setReceiptEmail] = useState<string | null>(null);
  const [prepared, setPrepared] = useState<PreparedPayment | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  // One request per opening, even when React runs effects twice; a late answer after closing is dropped.
  const request = useRef(0);
  const requested = useRef(false);
  const config = useGetPaymentConfigQuery(undefined, { skip: !open });

  const reset = useCallback(() => {
    request.current += 1;
    requested.current = false;
    setPrepared(null);
    setSetupError(null);
    setExpired(false);
    setReceiptEmail(null);
    clearErrors();
  }, [clearErrors]);

  const needsEmail = askEmail && receiptEmail === null;
  const onExpired = useCallback(() => setExpired(true), []);

  // Runs before the set-up below: a new intentKey asks for a new payment.
  useEffect(() => reset(), [intentKey, reset]);

  useEffect(() => {
    if (!open || needsEmail || requested.current) return;
    requested.current = true;
    const current = ++request.current;
    createIntent({ email: receiptEmail ?? undefined })
      .then((payment) => {
        if (request.current === current) setPrepared(payment);
      })
      .catch((error: unknown) => {
        if (request.current !== current) return;
        const serverMessage = apiErrorMessage(error, '');
        setSetupError(serverMessage || 'Failed to initialize payment');
        toast({ title: 'Payment Setup Failed', description: serverMessage || 'Please try again or contact support.', variant: 'destructive' });
      });
  }, [open, needsEmail, receiptEmail, createIntent, toast, intentKey]);

  useEffect(() => {
    if (open && config.isError) toast(FORM_ERROR_TOAST);
  }, [open, config.isError, toast]);

  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  const emailRules = {
    validate: (email: string) => EMAIL.test(email.trim()) || 'Please enter a valid email address for your receipt.',
  };

  const total = prepared?.totalPence ?? totalPence;
  const formProps = prepared && {
    clientSecret: prepared.clientSecret,
    paymentIntentId: prepared.paymentIntentId,
    totalPence: total,
    billingDetails: { ...billingDetails, ...(receiptEmail ? { email: receiptEmail } : {}) },
    onSucceeded,
    paidFor,
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={`Total: ${formatPence(total)}`}>
        {needsEmail ? (
          <Form form={emailForm} onValid={({ email }) => setReceiptEmail(email.trim())} className="grid gap-4">
            {/* The hint gives way to the refusal, in its place under the field. */}
            <div className="grid gap-1.5">
              <Label htmlFor={emailId}>Email for your receipt</Label>
              <Input
                id={emailId}
                type="email"
                autoComplete="email"
                {...emailForm.register('email', emailRules)}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={`${emailId}-hint`}
              />
              <p id={`${emailId}-hint`} className={emailError ? 'text-sm text-red-600' : 'text-sm text-navy-600'}>
                {emailError ?? 'We send your receipt and any gift voucher codes here.'}
              </p>
            </div>
            <Button type="submit" size="lg" className="w-full">
              CONTINUE TO PAYMENT
            </Button>
          </Form>
        ) : setupError ? (
          <p role="alert" className="text-red-600">
            {setupError}
          </p>
        ) : expired ? (
          renderExpired?.()
        ) : !formProps ? (
          <div className="flex items-center gap-3 py-6 text-navy-700">
            <Spinner label="Preparing payment" className="[&_svg]:size-6" />
            <span>Preparing payment...</span>
          </div>
        ) : config.data?.paymentProvider === 'stripe' && config.data.stripePublishableKey ? (
          <Held until={prepared?.holdExpiresAt} onExpired={onExpired}>
            <StripePaymentForm publishableKey={config.data.stripePublishableKey} {...formProps} />
          </Held>
        ) : config.data?.paymentProvider === 'test' ? (
          <Held until={prepared?.holdExpiresAt} onExpired={onExpired}>
            <TestCardForm {...formProps} />
          </Held>
        ) : (
          <div className="grid gap-4">
            {config.isError ? (
              <p role="alert" className="text-red-600">
                {FORM_ERROR_TOAST.description}
              </p>
            ) : null}
            <Button size="lg" className="w-full" disabled>
              Loading payment form...
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The card form, under the hold's countdown when what is paid for is held. */
function Held({ until, onExpired, children }: { until: string | undefined; onExpired: () => void; children: ReactNode }) {
  return (
    <>
      {until ? <HoldCountdown expiresAt={until} onExpired={onExpired} /> : null}
      {children}
    </>
  );
}
