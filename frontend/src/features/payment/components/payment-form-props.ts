import type { PaidFor } from '../hooks/use-payment-attempt';

/** The billing details Stripe sends with the card (the booking form has them). */
export interface BillingDetails {
  name?: string;
  email?: string;
  phone?: string;
}

/** What the dialog hands to the provider's card form once a payment intent exists. */
export interface PaymentFormProps {
  clientSecret: string;
  paymentIntentId: string;
  totalPence: number;
  billingDetails?: BillingDetails;
  onSucceeded: (paymentIntentId: string) => Promise<void>;
  /** What the payment is for, as the customer reads it while it is confirmed. */
  paidFor: PaidFor;
}
