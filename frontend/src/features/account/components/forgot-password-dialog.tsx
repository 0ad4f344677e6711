import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../../components/dialog-form';
import { RegisteredField } from '../../../components/form';
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
  const form = useForm({ defaultValues: { email: initialEmail } });
  const { register, reset } = form;

  useEffect(() => {
    if (open) reset({ email: initialEmail });
  }, [open, initialEmail, reset]);

  const sendLink = async ({ email }: { email: string }) => {
    const { message } = await requestReset(email.trim()).unwrap();
    return { title: 'Check Your Email', description: message };
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="RESET YOUR PASSWORD"
        description="Enter the email address of your account and we will e-mail you a link to set a new password."
      >
        <DialogForm
          form={form}
          onConfirm={sendLink}
          onDone={() => onOpenChange(false)}
          failed="Please check your email and try again."
          aria-label="Reset password"
          className="grid gap-4"
        >
          <RegisteredField label="Email" registration={register('email', emailRules)}>
            {(control) => (
              <Input {...control} type="email" autoComplete="email" aria-required="true" maxLength={ACCOUNT_LIMITS.email} />
            )}
          </RegisteredField>
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {sending ? 'SENDING...' : 'SEND RESET LINK'}
          </Button>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
