import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormProblem, RegisteredField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { apiErrorMessage } from '../../../lib/api-error';
import { useLoginMutation, type TwoFactorEnrolment } from '../api/account-api';

interface SecondFactorStepProps {
  credentials: { email: string; password: string };
  /** Set at a first sign-in: the secret to scan (or type) before the first code. */
  enrolment?: TwoFactorEnrolment;
  /** Given the 10 recovery codes when this sign-in completed the enrolment. */
  onRecoveryCodes: (codes: string[]) => void;
}

/**
 * The second step of a staff sign-in (docs/product.md, Staff panel): the 6-digit code of the authenticator app, or a
 * recovery code. At a first sign-in it shows the QR code to scan first, and the secret for typing in by hand.
 */
export function SecondFactorStep({ credentials, enrolment, onRecoveryCodes }: SecondFactorStepProps) {
  const [login, { isLoading }] = useLoginMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ defaultValues: { code: '' } });

  const signIn = async ({ code }: { code: string }) => {
    setProblem(null);
    try {
      const session = await login({ ...credentials, code: code.trim() }).unwrap();
      if (session.recoveryCodes) onRecoveryCodes(session.recoveryCodes);
    } catch (error) {
      setProblem(apiErrorMessage(error, 'Sign-in failed. Please try again.'));
      form.resetField('code');
    }
  };

  return (
    <Form form={form} onValid={signIn} aria-label="Two-step sign-in" className="mt-6 grid gap-4">
      {enrolment ? (
        <div className="grid gap-3">
          <h2 className="text-xl">SET UP TWO-STEP SIGN-IN</h2>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-navy-700">
            <li>Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).</li>
            <li>Scan this QR code, or type in the key below.</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <img
            src={enrolment.qrCode}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            className="mx-auto size-50"
          />
          <p className="text-sm">
            Key: <code className="font-mono break-all select-all">{enrolment.secret}</code>
          </p>
        </div>
      ) : (
        <p className="text-navy-700">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      )}
      <RegisteredField
        label="Authentication code"
        registration={form.register('code', { validate: (value) => (value.trim() ? true : 'Please enter the code.') })}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            inputMode={enrolment ? 'numeric' : 'text'}
            autoFocus
            aria-required="true"
            maxLength={20}
          />
        )}
      </RegisteredField>
      <FormProblem problem={problem} />
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? 'CHECKING...' : 'CONTINUE'}
      </Button>
    </Form>
  );
}
