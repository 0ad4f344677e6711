import type { ComponentProps } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form } from './form';
import { useToast } from './toast/use-toast';
import type { ToastMessage } from './toast/toast.slice';

interface DialogFormProps<Values extends FieldValues> extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid'> {
  form: UseFormReturn<Values>;
  /** Does it with the form's values; resolves to the toast that says it is done. */
  onConfirm: (values: Values) => Promise<ToastMessage>;
  /** Closes the dialog once it is done. */
  onDone: () => void;
  /** Said in the 'Error' toast when a failure carries no words of the server's. */
  failed?: string;
}

/** A dialog's Form: done, the dialog closes and says so in a toast; a failure is toasted and the dialog stays open. */
export function DialogForm<Values extends FieldValues>({ form, onConfirm, onDone, failed, ...props }: DialogFormProps<Values>) {
  const { toast, toastApiError } = useToast();
  const confirm = async (values: Values) => {
    try {
      const outcome = await onConfirm(values);
      onDone();
      toast(outcome);
    } catch (error) {
      toastApiError('Error', error, failed);
    }
  };
  return <Form form={form} onValid={confirm} {...props} />;
}
