import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Field, SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';

const selectClasses = clsx(fieldClasses, 'h-11');

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** The empty first choice, for a field nothing is chosen in yet. */
  placeholder?: string;
}

/** A required choice of the NEW BOOKING form. */
export function SelectField<T extends string>({ id, label, value, options, onChange, placeholder }: SelectFieldProps<T>) {
  return (
    <Field id={id} label={label}>
      <select id={id} className={selectClasses} required value={value} onChange={(event) => onChange(event.target.value as T)}>
        <SelectOptions options={options} placeholder={placeholder} />
      </select>
    </Field>
  );
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A text field of the NEW BOOKING form (required unless told otherwise). */
export function TextField({ id, label, value, onChange, required = true, ...props }: TextFieldProps) {
  return (
    <Field id={id} label={label}>
      <Input id={id} required={required} value={value} onChange={(event) => onChange(event.target.value)} {...props} />
    </Field>
  );
}
