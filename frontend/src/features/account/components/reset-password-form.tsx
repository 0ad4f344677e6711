import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Form, RegisteredField } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error';
import { ACCOUNT_LIMITS, newPasswordRules } from '../account-rules';
import { useCompletePasswordResetMutation } from '../api/account-api';

/** Each box of the new password: typed twice, both under the account's length limit. */
const newPasswordInput = (control: ComponentProps<'input'>) => (
  <Input {...control} type="password" autoComplete="new-password" aria-required="true" maxLength={ACCOUNT_LIMITS.password} />
);

/** The token travels in the fragment (#token=...), which the browser never sends to a server. */
function tokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

/**
 * /reset-password: one page for the set-password link a new account gets and the Forgot password link.
 * Sets the password, signs in and goes to the dashboard. Each refused field says why beside it, the first focused.
 */
export function ResetPasswordForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast, toastApiError } = useToast();
  const [token] = useState(() => tokenFrom(location.hash));
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [complete, { isLoading: saving }] = useCompletePasswordResetMutation();
  const form = useForm({ defaultValues: { password: '', confirm: '' } });
  const { register } = form;

  if (!token || linkProblem) {
    return (
      <div role="alert" className="grid gap-4">
        <p className="text-lg font-semibold">{linkProblem ?? 'This link is not complete.'}</p>
        <p className="text-navy-600">
          Open the link from your e-mail again, or ask for a new one with Forgot password on the sign-in page.
        </p>
        <ButtonLink to="/account" className="w-fit">
          Go to sign in
        </ButtonLink>
      </div>
    );
  }

  const setPassword = async ({ password }: { password: string }) => {
    try {
      await complete({ token, password }).unwrap();
      toast({ title: 'Password Set', description: 'Your password is saved and you are signed in.' });
      await navigate('/dashboard', { replace: true });
    } catch (error) {
      // Staff: the password is saved; they sign in on the staff page with two-step sign-in (docs/product.md, Staff panel).
      if (apiErrorCode(error) === 'AUTH.STAFF_SIGN_IN_REQUIRED') {
        toast({
          title: 'Password Set',
          description: apiErrorMessage(error, 'Your password is set. Please sign in on the staff page.'),
        });
        return void (await navigate('/adminE3F', { replace: true }));
      }
      if (apiErrorCode(error) === 'AUTH.PASSWORD_LINK_INVALID')
        setLinkProblem(apiErrorMessage(error, 'This link has expired or has already been used.'));
      else toastApiError('Error', error, 'An unexpected error occurred');
    }
  };

  return (
    <Form form={form} onValid={setPassword} aria-label="Set your password" className="grid gap-4">
      <RegisteredField
        label="New password"
        registration={register('password', newPasswordRules)}
        hint={`At least ${ACCOUNT_LIMITS.passwordMin} characters. A few unrelated words make a strong password that is easy to remember.`}
      >
        {newPasswordInput}
      </RegisteredField>
      <RegisteredField
        label="Confirm new password"
        registration={register('confirm', {
          validate: (value, values) => value === values.password || 'The two passwords are not the same.',
        })}
      >
        {newPasswordInput}
      </RegisteredField>
      <Button type="submit" disabled={saving} aria-busy={saving} className="mt-2">
        {saving ? 'SAVING...' : 'SET PASSWORD'}
      </Button>
    </Form>
  );
}
