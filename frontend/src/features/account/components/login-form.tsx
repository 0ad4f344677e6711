import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { site } from '../../../lib/site';
import { isInvalidCredentials, useLoginMutation } from '../api/account-api';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { SignInFields } from './sign-in-fields';

/**
 * The /account sign-in (docs/product.md, Accounts): both fields required, each refused field saying why beside it
 * and the first focused ('Missing Information' when one is empty); success goes to the dashboard; 'Invalid credentials' or a 401 goes to /no-account; anything else is a 'Login Error' toast.
 */
export function LoginForm() {
  const [login, { isLoading: signingIn }] = useLoginMutation();
  const [forgotOpen, setForgotOpen] = useState(false);
  const navigate = useNavigate();
  const { toast, toastApiError } = useToast();
  const form = useForm({ defaultValues: { email: '', password: '' } });
  const { getValues } = form;

  const missing = () => {
    const { email, password } = getValues();
    if (!email.trim() || !password)
      toast({ title: 'Missing Information', description: 'Please enter both email and password.', variant: 'destructive' });
  };

  const signIn = async ({ email, password }: { email: string; password: string }) => {
    try {
      await login({ email: email.trim(), password }).unwrap();
      await navigate('/dashboard');
    } catch (error) {
      if (isInvalidCredentials(error)) await navigate('/no-account');
      else toastApiError('Login Error', error, 'Login failed');
    }
  };

  const createAccount = () =>
    toast({ title: 'Create Account', description: 'Please contact us to create an account for professional training services.' });

  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-navy-100 bg-white p-8 text-navy-900 shadow-xl">
      <h2 className="text-2xl">Sign in</h2>
      <p className="mt-2 text-navy-600">See your upcoming sessions and your account details.</p>
      <Form form={form} onValid={signIn} onInvalid={missing} aria-label="Sign in" className="mt-6 grid gap-4">
        <SignInFields />
        <button
          type="button"
          className="justify-self-end text-sm font-semibold text-navy-700 underline hover:text-navy-900"
          onClick={() => setForgotOpen(true)}
        >
          Forgot password?
        </button>
        <Button type="submit" disabled={signingIn} aria-busy={signingIn} className="mt-2 w-full">
          {signingIn ? 'SIGNING IN...' : 'LOGIN'}
        </Button>
      </Form>

      <div className="mt-8 border-t border-navy-100 pt-6 text-center">
        <p className="text-sm text-navy-600">New here? An account is created for you when you book a session.</p>
        <Button variant="outline" className="mt-3 w-full text-navy-900" onClick={createAccount}>
          CREATE ACCOUNT
        </Button>
        <p className="mt-6 text-sm text-navy-600">
          Need help? Contact us at{' '}
          <a className="font-semibold text-navy-900 underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
        </p>
      </div>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} initialEmail={forgotOpen ? getValues('email') : ''} />
    </div>
  );
}
