import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, RegisteredField } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Badge } from '../../../components/ui/badge';
import { Input } from '../../../components/ui/input';
import { apiErrorMessage, type ApiError } from '../../../lib/api-error';
import { useConfirmTestPaymentMutation } from '../api/payment-api';
import { usePaymentAttempt, type PaymentOutcome } from '../hooks/use-payment-attempt';
import { ConfirmingNotice } from './confirming-notice';
import { PayButton } from './pay-button';
import type { PaymentFormProps } from './payment-form-props';
import { TestChallenge, type ChallengeAnswer } from './test-challenge';

type Field = 'cardNumber' | 'expiry' | 'cvc';
type Card = Record<Field, string>;

const digits = (value: string) => value.replace(/\D/g, '');
const groupCardNumber = (value: string) =>
  digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (value: string) => {
  const raw = digits(value).slice(0, 4);
  return raw.length > 2 ? `${raw.slice(0, 2)} / ${raw.slice(2)}` : raw;
};

/** Like Stripe's card field: what is incomplete, field by field (the provider checks the rest). */
function incompleteFields(card: Card): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!/^\d{13,19}$/.test(digits(card.cardNumber))) problems.cardNumber = 'Your card number is incomplete.';
  if (!/^(0[1-9]|1[0-2])\d{2}$/.test(digits(card.expiry))) problems.expiry = "Your card's expiration date is incomplete.";
  if (!/^\d{3,4}$/.test(digits(card.cvc))) problems.cvc = "Your card's security code is incomplete.";
  return problems;
}

/** Stripe's words when the customer fails or closes the 3-D Secure challenge. */
const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
/** Where the provider has nothing more to do: the server settles (authorised, taken, or cancelled as the slot was lost). */
const SETTLED = new Set(['succeeded', 'canceled', 'requires_capture']);

/**
 * The built-in test provider's card form (no keys, no internet): clearly labelled TEST MODE; the card
 * is checked by the server, which answers like Stripe's test mode.
 */
export function TestCardForm({ clientSecret, paymentIntentId, totalPence, onSucceeded, paidFor }: PaymentFormProps) {
  // The card is checked when PAY is pressed (after the form is ready), not by rules: each problem is set then and
  // cleared once its field changes.
  const form = useForm<Card>({ defaultValues: { cardNumber: '', expiry: '', cvc: '' } });
  const { register, setValue, setError, clearErrors } = form;
  const [ready, setReady] = useState(false);
  const [confirmTestPayment] = useConfirmTestPaymentMutation();
  const { attempt, processing, confirmation } = usePaymentAttempt(onSucceeded);
  const { toast } = useToast();
  // A 3-D Secure card: the attempt waits on the challenge, answered in its frame or closed (then left to run out).
  const [challengeUrl, setChallengeUrl] = useState<string | null>(null);
  const challengeDone = useRef<((outcome: PaymentOutcome) => void) | null>(null);

  const authenticate = (url: string) =>
    new Promise<PaymentOutcome>((resolve) => {
      challengeDone.current = resolve;
      setChallengeUrl(url);
      toast({ title: 'Payment Processing', description: 'Your payment is being processed. Please wait...' });
    });

  const finishChallenge = (outcome: PaymentOutcome) => {
    setChallengeUrl(null);
    challengeDone.current?.(outcome);
    challengeDone.current = null;
  };

  const answered = ({ outcome, message }: ChallengeAnswer) =>
    finishChallenge(
      SETTLED.has(outcome)
        ? { kind: 'status', status: outcome, paymentIntentId }
        : { kind: 'declined', message: message || AUTHENTICATION_FAILED },
    );

  useEffect(() => setReady(true), []);

  const pay = (card: Card) => {
    void attempt(async (): Promise<PaymentOutcome> => {
      if (!ready) return { kind: 'not-ready' };
      const incomplete = Object.entries(incompleteFields(card)) as [Field, string][];
      for (const [field, message] of incomplete) setError(field, { message });
      if (incomplete.length > 0) return { kind: 'form-invalid' };
      try {
        const result = await confirmTestPayment({ paymentIntentId, clientSecret, ...card }).unwrap();
        if (result.status === 'requires_action' && result.challengeUrl) return await authenticate(result.challengeUrl);
        return { kind: 'status', status: result.status, paymentIntentId: result.paymentIntentId };
      } catch (error) {
        // The provider's refusal (a declined card) carries its message; a fault is thrown on as 'Error'.
        const apiError = error as ApiError;
        if (apiError.status >= 400 && apiError.status < 500 && apiError.body)
          return { kind: 'declined', message: apiErrorMessage(apiError) };
        throw new Error(apiErrorMessage(apiError, apiError.message));
      }
    });
  };

  const field = (
    name: Field,
    label: string,
    props: { placeholder: string; autoComplete: string; format: (value: string) => string },
  ) => (
    <RegisteredField
      label={label}
      registration={register(name, {
        onChange: (event: { target: { value: string } }) => {
          setValue(name, props.format(event.target.value));
          clearErrors(name);
        },
      })}
    >
      {(control) => (
        <Input {...control} inputMode="numeric" autoComplete={props.autoComplete} placeholder={props.placeholder} disabled={processing} />
      )}
    </RegisteredField>
  );

  return (
    <Form form={form} onValid={pay} className="grid gap-4">
      <div
        role="note"
        aria-label="Test mode"
        className="rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-sm text-navy-800"
      >
        <Badge className="mb-1">TEST MODE</Badge>
        <p>
          No real card is charged. Pay with <strong className="whitespace-nowrap">4242 4242 4242 4242</strong>, any future expiry
          date and any CVC. <span className="whitespace-nowrap">4000 0000 0000 0002</span> is declined;{' '}
          <span className="whitespace-nowrap">4000 0025 0000 3155</span> asks for 3D Secure authentication.
        </p>
      </div>
      {challengeUrl ? (
        <TestChallenge
          url={challengeUrl}
          onAnswered={answered}
          onClose={() => finishChallenge({ kind: 'declined', message: AUTHENTICATION_FAILED })}
        />
      ) : (
        <>
          {field('cardNumber', 'Card number', {
            placeholder: '1234 1234 1234 1234',
            autoComplete: 'cc-number',
            format: groupCardNumber,
          })}
          <div className="grid grid-cols-2 gap-4">
            {field('expiry', 'Expiry date', { placeholder: 'MM / YY', autoComplete: 'cc-exp', format: formatExpiry })}
            {field('cvc', 'CVC', { placeholder: 'CVC', autoComplete: 'cc-csc', format: (value) => digits(value).slice(0, 4) })}
          </div>
        </>
      )}
      <PayButton ready={ready} processing={processing} totalPence={totalPence} />
      <ConfirmingNotice confirmation={confirmation} paidFor={paidFor} />
    </Form>
  );
}
