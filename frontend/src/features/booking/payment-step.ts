/**
 * What the booking feature needs from a payment dialog. Features never import each other, so a page
 * composes the booking feature with the payment feature's PaymentDialog, which takes exactly these props.
 */
export interface PaymentStepProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  totalPence: number;
  createIntent: () => Promise<{ clientSecret: string; paymentIntentId: string; totalPence?: number }>;
  billingDetails?: { name?: string; email?: string; phone?: string };
  onSucceeded: (paymentIntentId: string) => Promise<void>;
}

export type RenderPayment = (step: PaymentStepProps) => React.ReactNode;
