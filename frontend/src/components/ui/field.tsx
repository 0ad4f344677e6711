import type { ReactNode } from 'react';
import { Label } from './label';

interface FieldProps {
  /** The id of the control inside, which the label names. */
  id: string;
  label: ReactNode;
  /** The wrapper's classes: a column of label and control. */
  className?: string;
  children: ReactNode;
}

/** A form control with its label above it. */
export function Field({ id, label, className = 'grid gap-2', children }: FieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** The choices of a <select>, after an empty first choice when a placeholder is given. */
export function SelectOptions({ options, placeholder }: { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
