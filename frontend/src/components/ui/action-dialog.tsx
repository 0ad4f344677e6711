import { useState, type FormEvent, type ReactNode } from 'react';
import { useToast } from '../toast/use-toast';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

export interface ActionDialogProps {
  /** The button that opens the dialog: its text and accessible name. */
  opener: { text: ReactNode; label: string; variant?: 'outline' | 'secondary' | 'ghost' };
  title: string;
  description?: ReactNode;
  /** The form's fields (a reason, a date...), or what is about to happen. */
  children?: ReactNode;
  /** The confirm button's text, and while it works. */
  confirm: { text: string; busy: string };
  /** Does it; resolves to the success toast (title, description). A thrown API error is toasted and the dialog stays open. */
  onConfirm: () => Promise<{ title: string; description: string }>;
  /** Called when the dialog opens, to reset its fields. */
  onOpen?: () => void;
}

/** An action that asks first: a dialog with its fields and a confirm button; the outcome is toasted. */
export function ActionDialog({ opener, title, description, children, confirm, onConfirm, onOpen }: ActionDialogProps) {
  const { toast, toastApiError } = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const outcome = await onConfirm();
      setOpen(false);
      toast(outcome);
    } catch (error) {
      toastApiError('Error', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant={opener.variant ?? 'outline'} onClick={() => (onOpen?.(), setOpen(true))} aria-label={opener.label}>
        {opener.text}
      </Button>
      <DialogContent title={title} description={description}>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
          {children}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="ghost">Back</Button>
            </DialogClose>
            <Button type="submit" variant="secondary" disabled={busy}>
              {busy ? confirm.busy : confirm.text}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
