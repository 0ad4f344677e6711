import { useFormContext } from 'react-hook-form';
import { RegisteredField } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { ACCOUNT_LIMITS, emailRules, signInPasswordRules } from '../account-rules';

/** The e-mail and password of a sign-in, by the account's rules: inside a Form whose values are `{ email, password }`. */
export function SignInFields() {
  const { register } = useFormContext<{ email: string; password: string }>();
  return (
    <>
      <RegisteredField label="Email" registration={register('email', emailRules)}>
        {(control) => (
          <Input {...control} type="email" autoComplete="username" aria-required="true" maxLength={ACCOUNT_LIMITS.email} />
        )}
      </RegisteredField>
      <RegisteredField label="Password" registration={register('password', signInPasswordRules)}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            aria-required="true"
            maxLength={ACCOUNT_LIMITS.password}
          />
        )}
      </RegisteredField>
    </>
  );
}
