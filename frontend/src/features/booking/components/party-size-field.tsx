import { FormField } from '../../../components/form-field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { formatPence } from '../../../lib/money';
import type { PartyTerms } from '../party';

interface PartySizeFieldProps {
  option: PartyTerms;
  value: number;
  onChange: (partySize: number) => void;
  id?: string;
  error?: string;
}

/**
 * "People" for an option that takes more than one (docs/product.md, Booking rules: party size): 1 up to its largest
 * party, each extra person at the option's extra-person price. Nothing is shown for a one-person option.
 */
export function PartySizeField({ option, value, onChange, id, error }: PartySizeFieldProps) {
  if (option.maxPartySize <= 1) return null;
  const sizes = Array.from({ length: option.maxPartySize }, (_, index) => index + 1);
  return (
    <FormField id={id} label="People" hint={`Each person after the first adds ${formatPence(option.extraPersonPence)}.`} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(Number(event.target.value))} className={`${fieldClasses} h-11`}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size === 1 ? '1 person' : `${size} people`}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
