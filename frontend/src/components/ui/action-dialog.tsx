import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { DialogForm } from '../dialog-form';
import type { ToastMessage } from '../toast/toast.slice';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

export interface ActionDialogProps<Values extends FieldValues> {
  /** The button that opens the dialog: its text and accessible name. */
  opener: { text: ReactNode; label: string; variant?: 'outline' | 'secondary' | 'ghost' };
  title: string;
  description?: ReactNode;
  /** The form its fields register in (`useForm`), when it has fields. */
  form?: UseFormReturn<Values>;
  /** The form's fields (a reason, a date...), or what is about to happen. */
  children?: ReactNode;
  /** The confirm button's text, and while it works; `ready: false` keeps it disabled (a value still missing). */
  confirm: { text: string; busy: string; ready?: boolean };
  /** The button that closes the dialog unchanged; 'Back' unless given. */
  back?: string;
  /** Does it with the fields' values; resolves to the success toast. A thrown error is toasted and the dialog stays open. */
  onConfirm: (values: Values) => Promise<ToastMessage>;
  /** Said in the error toast when a failure carries no words of the server's. */
  failed?: string;
  /** Called when the dialog opens, to reset its fields. */
  onOpen?: () => void;
}

/** An action that asks first: a dialog with its fields and a confirm button; the outcome is toasted. */
export function ActionDialog<Values extends FieldValues = FieldValues>({
  opener,
  title,
  description,
  form,
  children,
  confirm,
  back = 'Back',
  onConfirm,
  failed,
  onOpen,
}: ActionDialogProps<Values>) {
  const [open, setOpen] = useState(false);
  const fieldless = useForm<Values>();
  const used = form ?? fieldless;
  const busy = used.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        variant={opener.variant ?? 'outline'}
        onClick={() => (onOpen?.(), setOpen(true))}
        aria-label={opener.label}
      >
        {opener.text}
      </Button>
      <DialogContent title={title} description={description}>
        {/* The fields' own checks (required, a date's range) are the browser's. */}
        <DialogForm
          form={used}
          onConfirm={onConfirm}
          onDone={() => setOpen(false)}
          failed={failed}
          noValidate={false}
          className="grid gap-4"
        >
          {children}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="ghost">{back}</Button>
            </DialogClose>
            <Button type="submit" variant="secondary" disabled={busy || confirm.ready === false}>
              {busy ? confirm.busy : confirm.text}
            </Button>
          </div>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
