import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Label } from './ui/label';

/** What a field's control is given: the id its label names and the texts that describe it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** What is wrong with the value, shown beside the control (and the control marked invalid). */
  error?: string;
  /** A short help text under the label. */
  hint?: ReactNode;
  /** The control's id; one is made when not given. */
  id?: string;
  /** The wrapper's classes: a column of label, hint, control and error. */
  className?: string;
  /** The control, given its id, aria-invalid and aria-describedby: `{(control) => <Input {...control} {...register('name')} />}`. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and, when the value is refused, the reason beside it. */
export function FormField({ label, error, hint, id, className = 'grid gap-1.5', children }: FormFieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = clsx(hint && hintId, error && errorId) || undefined;
  return (
    <div className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-navy-600">
          {hint}
        </p>
      ) : null}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * The reason a value was refused, for controls FormField cannot wrap (a group of radios, a calendar): give the
 * group `aria-describedby={id}` and `aria-invalid` yourself. `role="alert"` announces one the control did not cause
 * to be checked (a file refused after it was chosen).
 */
export function FieldError({ id, error, role }: { id: string; error?: string | null; role?: 'alert' }) {
  if (!error) return null;
  return (
    <p id={id} role={role} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}
