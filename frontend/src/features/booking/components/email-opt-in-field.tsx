import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Beside the tick: what it asks for, and that it is nothing more (PECR: unticked until the customer ticks it). */
export const EMAIL_OPT_IN_LABEL = 'E-mail me about this booking';
export const EMAIL_OPT_IN_HINT = 'If the payment is not completed, we send you one e-mail with a link back to this choice. Nothing else.';

/** The opt-in tick for the one reminder of a hold that runs out unpaid (docs/product.md, E-mails). */
export function EmailOptInField({ registration }: { registration: UseFormRegisterReturn<'emailOptIn'> }) {
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm">
      <input type="checkbox" className="mt-0.5 size-4 shrink-0" aria-describedby={hintId} {...registration} />
      <span>
        <strong>{EMAIL_OPT_IN_LABEL}</strong>
        <span id={hintId} className="block text-navy-600">
          {EMAIL_OPT_IN_HINT}
        </span>
      </span>
    </label>
  );
}
