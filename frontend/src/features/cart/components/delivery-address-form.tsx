import { Truck } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import type { components } from '../../../lib/api-schema';

export type DeliveryAddress = components['schemas']['DeliveryAddressDto'];
export const EMPTY_ADDRESS: DeliveryAddress = { name: '', line1: '', line2: '', town: '', postcode: '' };

/** True once every required part is filled in (the server checks the postcode). */
export const addressComplete = (address: DeliveryAddress) => [address.name, address.line1, address.town, address.postcode].every((part) => part.trim() !== '');

const FIELDS: { key: keyof DeliveryAddress; label: string; autoComplete: string; optional?: boolean }[] = [
  { key: 'name', label: 'Full name', autoComplete: 'name' },
  { key: 'line1', label: 'Address line 1', autoComplete: 'address-line1' },
  { key: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', optional: true },
  { key: 'town', label: 'Town or city', autoComplete: 'address-level2' },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];

/** Where merchandise is posted: asked only when the cart holds some (UK addresses; postage is added at payment). */
export function DeliveryAddressForm({ value, onChange, problem }: { value: DeliveryAddress; onChange: (address: DeliveryAddress) => void; problem: string | null }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 max-w-xl rounded-xl border border-navy-100 bg-white p-6">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-2xl">
        <Truck aria-hidden className="size-6" />
        Delivery address
      </h2>
      <p className="mt-2 text-sm text-navy-600">We post merchandise within the UK only. Postage is added to the total at payment.</p>
      <div className="mt-4 grid gap-3">
        {FIELDS.map((field) => (
          <div key={field.key} className="grid gap-1">
            <label htmlFor={`${id}-${field.key}`} className="text-sm font-semibold text-navy-700">
              {field.label}
            </label>
            <Input
              id={`${id}-${field.key}`}
              autoComplete={`shipping ${field.autoComplete}`}
              maxLength={field.key === 'postcode' ? 12 : 120}
              required={!field.optional}
              value={value[field.key] ?? ''}
              onChange={(event) => onChange({ ...value, [field.key]: event.target.value })}
            />
          </div>
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
