import * as RadixDialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { api, apiErrorCode, apiErrorMessage, type ApiError } from '../../../lib/api';
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
  const emailId = useId();
  const passwordId = useId();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [login, { isLoading }] = useLoginMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const codeId = useId();
  // Staff with two-step sign-in are asked for their code once the password is right.
  const [needsCode, setNeedsCode] = useState(false);
  const { register, handleSubmit, resetField } = useForm({ defaultValues: { email, password: '', code: '' } });

  const submit = handleSubmit(async (values) => {
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
  });

  return (
    <RadixDialog.Root open>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/70" />
        <RadixDialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-navy-900 shadow-2xl"
        >
          <RadixDialog.Title className="text-2xl">Your session has ended</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-navy-600">
            Sign in again to carry on. The panel stays as you left it, with anything you typed; save it again once you are signed
            in.
          </RadixDialog.Description>
          <form aria-label="Sign in again" noValidate onSubmit={submit} className="mt-6 grid gap-4">
            <Field id={emailId} label="Email">
              <Input id={emailId} type="email" autoComplete="username" {...register('email')} />
            </Field>
            <Field id={passwordId} label="Password">
              <Input id={passwordId} type="password" autoComplete="current-password" autoFocus {...register('password')} />
            </Field>
            {needsCode ? (
              <Field id={codeId} label="Authentication code">
                <Input id={codeId} autoComplete="one-time-code" maxLength={20} autoFocus {...register('code')} />
              </Field>
            ) : null}
            {problem ? (
              <p role="alert" className="text-sm text-red-600">
                {problem}
              </p>
            ) : null}
            <Button type="submit" disabled={isLoading}>
              Sign in
            </Button>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
