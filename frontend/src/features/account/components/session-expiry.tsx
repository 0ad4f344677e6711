import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch, useAppStore } from '../../../lib/store-hooks';
import { Form, FormProblem, RegisteredField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { BlockingDialog, Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { api } from '../../../lib/api';
import { apiErrorCode, apiErrorMessage, type ApiError } from '../../../lib/api-error';
import { useLoginMutation } from '../api/account-api';
import { useSessionClock } from '../hooks/use-session-clock';
import { isStaffRole } from '../../../lib/staff-role';

/**
 * The staff panel's session (docs/product.md, Staff panel): two minutes before it ends a dialog offers to stay
 * signed in; once it has ended, a sign-in dialog over the panel, which stays as it was (what was typed is kept).
 * After signing in, what the API refused meanwhile is asked again; a refused save can be pressed again.
 */
export function SessionExpiry({ email }: { email: string }) {
  const { phase, idleMinutes, renew } = useSessionClock();
  const [dismissed, setDismissed] = useState(false);
  if (phase === 'expired') return <SignInAgain email={email} />;
  if (phase !== 'warning') {
    if (dismissed) setDismissed(false);
    return null;
  }
  return (
    <Dialog open={!dismissed} onOpenChange={(open) => setDismissed(!open)}>
      <DialogContent
        title="Your session ends in 2 minutes"
        description={`Staff are signed out after ${idleMinutes} minutes without activity. Stay signed in to keep working; anything you have typed stays here.`}
      >
        <Button
          onClick={() => {
            renew();
            setDismissed(true);
          }}
        >
          Stay signed in
        </Button>
      </DialogContent>
    </Dialog>
  );
}

/** The sign-in prompt in place: no way to close it but signing in, so the panel underneath is never used signed out. */
function SignInAgain({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [login, { isLoading }] = useLoginMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // Staff with two-step sign-in are asked for their code once the password is right.
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm({ defaultValues: { email, password: '', code: '' } });
  const { register, resetField } = form;

  const signIn = async (values: { email: string; password: string; code: string }) => {
    if (!values.email.trim() || !values.password) return setProblem('Please enter both email and password.');
    try {
      const code = needsCode ? values.code.trim() : undefined;
      const { user } = await login({ email: values.email.trim(), password: values.password, code }).unwrap();
      if (!isStaffRole(user.role)) return setProblem('This account has no staff access.');
      // What the panel asked while signed out is asked again; its forms kept what was typed.
      for (const entry of Object.values(store.getState().api.queries)) {
        if (entry?.status !== 'rejected' || (entry.error as Partial<ApiError>).status !== 401) continue;
        const endpoint = api.endpoints[entry.endpointName as keyof typeof api.endpoints] as unknown as {
          initiate: (args: unknown, options: { subscribe: false; forceRefetch: true }) => Parameters<typeof dispatch>[0];
        };
        dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
      }
    } catch (error) {
      setProblem(apiErrorMessage(error, 'Sign-in failed. Please try again.'));
      if (['AUTH.TWO_FACTOR_REQUIRED', 'AUTH.TWO_FACTOR_INVALID'].includes(apiErrorCode(error) ?? '')) {
        setNeedsCode(true);
        return resetField('code');
      }
      resetField('password');
    }
  };

  return (
    <BlockingDialog
      title="Your session has ended"
      description="Sign in again to carry on. The panel stays as you left it, with anything you typed; save it again once you are signed in."
    >
      <Form form={form} onValid={signIn} aria-label="Sign in again" className="mt-6 grid gap-4">
        <RegisteredField label="Email" registration={register('email')} className="grid gap-2">
          {(control) => <Input {...control} type="email" autoComplete="username" />}
        </RegisteredField>
        <RegisteredField label="Password" registration={register('password')} className="grid gap-2">
          {(control) => <Input {...control} type="password" autoComplete="current-password" autoFocus />}
        </RegisteredField>
        {needsCode ? (
          <RegisteredField label="Authentication code" registration={register('code')} className="grid gap-2">
            {(control) => <Input {...control} autoComplete="one-time-code" maxLength={20} autoFocus />}
          </RegisteredField>
        ) : null}
        <FormProblem problem={problem} />
        <Button type="submit" disabled={isLoading}>
          Sign in
        </Button>
      </Form>
    </BlockingDialog>
  );
}
