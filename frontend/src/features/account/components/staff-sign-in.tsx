import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { site } from '../../../lib/site';
import { useForm } from 'react-hook-form';
import { Form, FormProblem } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error';
import {
  useLoginMutation,
  useStartTwoFactorEnrolmentMutation,
  type AccountUser,
  type TwoFactorEnrolment,
} from '../api/account-api';
import { useLogOut } from '../hooks/use-log-out';
import { isStaffRole } from '../../../lib/staff-role';
import { SecondFactorStep } from './second-factor-step';
import { SignInFields } from './sign-in-fields';

/**
 * The staff sign-in shown on /adminE3F to anyone not signed in with a staff role. It stays on the page:
 * once the staff session exists, RequireStaff shows the panel. Each refused field says why beside it, the first focused.
 */
export function StaffSignIn({
  signedInAs,
  onRecoveryCodes,
}: {
  signedInAs?: AccountUser;
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const [login, { isLoading: signingIn }] = useLoginMutation();
  const [startEnrolment] = useStartTwoFactorEnrolmentMutation();
  // After a right password, staff give their second factor (and enrol at their first sign-in).
  const [secondStep, setSecondStep] = useState<{ email: string; password: string; enrolment?: TwoFactorEnrolment } | null>(null);
  const { logOut, loggingOut } = useLogOut();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ defaultValues: { email: '', password: '' } });

  // The tab names what is shown; the page's own title comes back once the panel replaces this form.
  useEffect(() => {
    const pageTitle = document.title;
    document.title = `STAFF SIGN IN | ${site.name}`;
    return () => {
      document.title = pageTitle;
    };
  }, []);

  const signIn = async ({ email, password }: { email: string; password: string }) => {
    setProblem(null);
    try {
      const { user } = await login({ email: email.trim(), password }).unwrap();
      if (!isStaffRole(user.role)) setProblem('This account has no staff access.');
    } catch (error) {
      const credentials = { email: email.trim(), password };
      if (apiErrorCode(error) === 'AUTH.TWO_FACTOR_REQUIRED') return setSecondStep(credentials);
      if (apiErrorCode(error) === 'AUTH.TWO_FACTOR_ENROLMENT_REQUIRED') {
        try {
          return setSecondStep({ ...credentials, enrolment: await startEnrolment(credentials).unwrap() });
        } catch (enrolError) {
          return setProblem(apiErrorMessage(enrolError, 'Login failed'));
        }
      }
      setProblem(apiErrorMessage(error, 'Login failed'));
      form.resetField('password');
    }
  };

  return (
    <section className="grid min-h-[70dvh] place-items-center bg-navy-50 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-navy-100 bg-white p-8 text-navy-900 shadow-xl">
        <ShieldCheck aria-hidden className="size-10 text-navy-700" />
        <h1 className="mt-4 text-3xl">STAFF SIGN IN</h1>
        <p className="mt-2 text-navy-600">The admin panel is for Skyward staff. Sign in with your staff account.</p>
        {signedInAs && !isStaffRole(signedInAs.role) ? (
          <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            You are signed in as {signedInAs.email}, which has no staff access.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void logOut()} disabled={loggingOut}>
              Sign out
            </button>
          </p>
        ) : null}
        {secondStep ? (
          <SecondFactorStep
            credentials={{ email: secondStep.email, password: secondStep.password }}
            enrolment={secondStep.enrolment}
            onRecoveryCodes={onRecoveryCodes}
          />
        ) : (
          <Form form={form} onValid={signIn} aria-label="Staff sign in" className="mt-6 grid gap-4">
            <SignInFields />
            <FormProblem problem={problem} />
            <Button type="submit" disabled={signingIn} aria-busy={signingIn}>
              {signingIn ? 'SIGNING IN...' : 'SIGN IN'}
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}
