import { useState, type ReactNode } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';

export interface CancelDialogProps {
  /** The button that opens the dialog: its text and its accessible name. */
  open: { text: string; label: string; size?: 'sm' | 'md' };
  /** The session being cancelled, as the dialog's description. */
  description: string;
  /** What cancelling gives back, stated before anything happens. */
  children: ReactNode;
  texts: { confirm: string; failed: string };
  /** Cancels the booking; resolves to the toast's description. */
  onCancel: () => Promise<string>;
}

/** Cancel a booking, with a confirmation dialog; the outcome is toasted. */
export function CancelDialog({ open: opener, description, children, texts, onCancel }: CancelDialogProps) {
  const { toast, toastApiError } = useToast();
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const confirm = async () => {
    setCancelling(true);
    try {
      const outcome = await onCancel();
      setOpen(false);
      toast({ title: 'Booking cancelled', description: outcome });
    } catch (error) {
      toastApiError('Error', error, texts.failed);
    } finally {
      setCancelling(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size={opener.size} onClick={() => setOpen(true)} aria-label={opener.label}>
        {opener.text}
      </Button>
      <DialogContent title="Cancel this booking?" description={description}>
        {children}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">Keep booking</Button>
          </DialogClose>
          <Button variant="secondary" onClick={() => void confirm()} disabled={cancelling}>
            {cancelling ? 'Cancelling...' : texts.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
