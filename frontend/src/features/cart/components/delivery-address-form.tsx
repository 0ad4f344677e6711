import { Truck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { formatPence } from '../../../lib/money';
import type { DeliveryAddress, DeliveryField } from '../api/delivery-api';
import type { DeliveryErrors } from '../hooks/use-delivery-address';

/** The server's limits (DeliveryAddressDto): 120 characters a line, 12 for the postcode. */
const FIELDS: { key: DeliveryField; label: string; autoComplete: string; maxLength: number; optional?: boolean }[] = [
  { key: 'name', label: 'Full name', autoComplete: 'name', maxLength: 120 },
  { key: 'line1', label: 'Address line 1', autoComplete: 'address-line1', maxLength: 120 },
  { key: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', maxLength: 120, optional: true },
  { key: 'town', label: 'Town or city', autoComplete: 'address-level2', maxLength: 120 },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code', maxLength: 12 },
];

interface DeliveryAddressFormProps {
  value: DeliveryAddress;
  onChange: (field: DeliveryField, value: string) => void;
  errors: DeliveryErrors;
  /** A failure that is no one field's (the check could not be made). */
  problem: string | null;
  /** The postage the order adds, once known. */
  postagePence: number | undefined;
}

/** Where merchandise is posted: asked only when the cart holds some; each refused field says why beside it, the first focused. */
export function DeliveryAddressForm({ value, onChange, errors, problem, postagePence }: DeliveryAddressFormProps) {
  const id = useId();
  const inputs = useRef<Partial<Record<DeliveryField, HTMLInputElement | null>>>({});

  useEffect(() => {
    const first = FIELDS.find((field) => errors[field.key]);
    if (first) inputs.current[first.key]?.focus();
  }, [errors]);

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 max-w-xl rounded-xl border border-navy-100 bg-white p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-2xl">
        <Truck aria-hidden className="size-6" />
        Delivery address
      </h2>
      <p className="mt-2 text-sm text-navy-600">
        We post merchandise within the UK only (not to BFPO addresses)
        {postagePence === undefined ? '.' : `. Postage is ${formatPence(postagePence)} per order, shown in your order summary.`}
      </p>
      <div className="mt-4 grid gap-3">
        {FIELDS.map((field) => (
          <FormField key={field.key} label={field.label} error={errors[field.key]} id={`${id}-${field.key}`}>
            {(control) => (
              <Input
                {...control}
                ref={(element) => {
                  inputs.current[field.key] = element;
                }}
                autoComplete={`shipping ${field.autoComplete}`}
                maxLength={field.maxLength}
                required={!field.optional}
                value={value[field.key] ?? ''}
                onChange={(event) => onChange(field.key, event.target.value)}
              />
            )}
          </FormField>
        ))}
      </div>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
