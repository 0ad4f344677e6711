import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Field } from '../../../components/ui/field';
import { useRequestPasswordResetMutation } from '../api/account-api';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail: string;
}

/** Forgot password (docs/product.md, Accounts: it e-mails a reset link). The answer is the same whether or not the address has an account. */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail }: ForgotPasswordDialogProps) {
  const emailId = useId();
  const [requestReset, { isLoading: sending }] = useRequestPasswordResetMutation();
  const { toast, toastApiError } = useToast();
  const { register, handleSubmit, reset } = useForm({ defaultValues: { email: initialEmail } });

  useEffect(() => {
    if (open) reset({ email: initialEmail });
  }, [open, initialEmail, reset]);

  const submit = handleSubmit(async ({ email }) => {
    if (!email.trim()) {
      toast({ title: 'Missing Information', description: 'Please enter your email address.', variant: 'destructive' });
      return;
    }
    try {
      const { message } = await requestReset(email.trim()).unwrap();
      onOpenChange(false);
      toast({ title: 'Check Your Email', description: message });
    } catch (error) {
      toastApiError('Error', error, 'Please check your email and try again.');
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="RESET YOUR PASSWORD"
        description="Enter the email address of your account and we will e-mail you a link to set a new password."
      >
        <form aria-label="Reset password" noValidate onSubmit={submit} className="grid gap-4">
          <Field id={emailId} label="Email">
            <Input id={emailId} type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {sending ? 'SENDING...' : 'SEND RESET LINK'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
