import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RegisteredField } from '../../../components/form';
import { SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';

const selectClasses = clsx(fieldClasses, 'h-11');
/** NEW BOOKING lays its fields out with a little more room between label and control. */
const FIELD = 'grid gap-2';

interface SelectFieldProps {
  id: string;
  label: string;
  /** The choice's registration in the NEW BOOKING form. */
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  /** The empty first choice, for a field nothing is chosen in yet. */
  placeholder?: string;
}

/** A required choice of the NEW BOOKING form. */
export function SelectField({ id, label, registration, options, placeholder }: SelectFieldProps) {
  return (
    <RegisteredField id={id} label={label} registration={registration} className={FIELD}>
      {(control) => (
        <select {...control} className={selectClasses} required>
          <SelectOptions options={options} placeholder={placeholder} />
        </select>
      )}
    </RegisteredField>
  );
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  /** The field's registration in the NEW BOOKING form. */
  registration: UseFormRegisterReturn;
}

/** A text field of the NEW BOOKING form (required unless told otherwise). */
export function TextField({ id, label, registration, required = true, ...props }: TextFieldProps) {
  return (
    <RegisteredField id={id} label={label} registration={registration} className={FIELD}>
      {(control) => <Input {...control} required={required} {...props} />}
    </RegisteredField>
  );
}
