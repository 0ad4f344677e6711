import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import {
  FormProvider,
  get,
  useFormState,
  type FieldError,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { FormField, type FieldControlProps, type FormFieldProps } from './form-field';

export interface FormProps<Values extends FieldValues> extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid'> {
  /** The form's state (`useForm`): its fields read from it why a value is refused. */
  form: UseFormReturn<Values>;
  /** Given the values once every rule passes. */
  onValid: SubmitHandler<Values>;
  /** Given the refused fields (react-hook-form has focused the first). */
  onInvalid?: SubmitErrorHandler<Values>;
}

/**
 * Every form of the site: react-hook-form checks the values by the form's rules (not the browser's), and each
 * RegisteredField inside shows why its value was refused.
 */
export function Form<Values extends FieldValues>({ form, onValid, onInvalid, children, ...props }: FormProps<Values>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

interface RegisteredFieldProps extends Omit<FormFieldProps, 'error' | 'children'> {
  /** The control's registration in the surrounding Form (`register(name, rules)`): its error is read from the form. */
  registration: UseFormRegisterReturn;
  /** The control, given its registration, id, aria-invalid and aria-describedby: `{(control) => <Input {...control} />}`. */
  children: (control: FieldControlProps & UseFormRegisterReturn) => ReactNode;
}

/** A FormField whose control the Form registers: the reason a value is refused comes from the form's state. */
export function RegisteredField({ registration, children, ...field }: RegisteredFieldProps) {
  const { errors } = useFormState({ name: registration.name, exact: true });
  const error: FieldError | undefined = get(errors, registration.name);
  return (
    <FormField {...field} error={error?.message}>
      {(control) => children({ ...control, ...registration })}
    </FormField>
  );
}

/** Why the whole form was refused (a wrong password, a code that failed), announced where the submit button is. */
export function FormProblem({ problem, className }: { problem: string | null; className?: string }) {
  if (!problem) return null;
  return (
    <p role="alert" className={clsx('text-sm text-red-700', className)}>
      {problem}
    </p>
  );
}
