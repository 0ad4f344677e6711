import type { ReactNode } from 'react';

/**
 * What the booking feature needs from a payment dialog. Features never import each other, so a page
 * composes the booking feature with the payment feature's PaymentDialog, which takes exactly these props.
 */
export interface PaymentStepProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  totalPence: number;
  createIntent: () => Promise<{ clientSecret: string; paymentIntentId: string; totalPence?: number; holdExpiresAt?: string }>;
  billingDetails?: { name?: string; email?: string; phone?: string };
  onSucceeded: (paymentIntentId: string) => Promise<void>;
  /** A new value sets the payment up again (the slot was held again). */
  intentKey?: number;
  /** What replaces the card form once the hold ran out. */
  renderExpired?: () => ReactNode;
}

export type RenderPayment = (step: PaymentStepProps) => ReactNode;
