import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { ACCOUNT_LIMITS, emailRules } from '../account-rules';
import { useRequestPasswordResetMutation } from '../api/account-api';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail: string;
}

/**
 * Forgot password (docs/product.md, Accounts: it e-mails a reset link). The answer is the same whether or not the
 * address has an account. An empty or malformed address is refused beside the field, and nothing is sent.
 */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail }: ForgotPasswordDialogProps) {
  const [requestReset, { isLoading: sending }] = useRequestPasswordResetMutation();
  const { toast, toastApiError } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ defaultValues: { email: initialEmail } });

  useEffect(() => {
    if (open) reset({ email: initialEmail });
  }, [open, initialEmail, reset]);

  const submit = handleSubmit(async ({ email }) => {
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
          <FormField label="Email" error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                aria-required="true"
                maxLength={ACCOUNT_LIMITS.email}
                {...register('email', emailRules)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {sending ? 'SENDING...' : 'SEND RESET LINK'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
