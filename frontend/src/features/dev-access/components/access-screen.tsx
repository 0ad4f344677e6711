import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BrandMark } from '../../../components/brand-mark';
import { Form, RegisteredField } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SkyBackdrop } from '../../../components/ui/sky-backdrop';
import { site } from '../../../lib/site';
import { useVerifyDevAccessMutation } from '../api/dev-access-api';

/** The pre-launch screen: Access Site reveals the password form; the server's answer to it goes to `onVerified`. */
export function AccessScreen({ onVerified }: { onVerified: (authenticated: boolean) => void }) {
  const [formShown, setFormShown] = useState(false);
  const [verify, { isLoading: verifying }] = useVerifyDevAccessMutation();
  const { toast } = useToast();
  const form = useForm({ defaultValues: { password: '' } });
  const { resetField, setFocus } = form;
  const password = form.watch('password');

  const enter = async (values: { password: string }) => {
    if (!values.password) return;
    try {
      onVerified((await verify(values.password).unwrap()).authenticated);
      toast({ title: 'Access Granted', description: `Welcome to ${site.name}.` });
    } catch {
      toast({ title: 'Access Denied', description: 'Incorrect password. Please try again.', variant: 'destructive' });
      resetField('password');
      setFocus('password');
    }
  };

  return (
    <main className="relative isolate grid min-h-dvh place-items-center px-4 text-white">
      <SkyBackdrop />
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-navy-950/60 p-8 text-center shadow-2xl backdrop-blur">
        <div className="flex justify-center">
          <BrandMark />
        </div>
        <h1 className="mt-8 text-3xl">{site.name}</h1>
        <p className="mt-3 text-navy-200">We are getting ready for take-off. This preview is open to invited guests only.</p>
        {formShown ? (
          <Form form={form} onValid={enter} className="mt-8 grid gap-3 text-left">
            <RegisteredField
              id="dev-access-password"
              label="Password"
              registration={form.register('password')}
              className="contents"
            >
              {(control) => <Input {...control} type="password" autoComplete="current-password" autoFocus />}
            </RegisteredField>
            <Button type="submit" disabled={!password || verifying} className="mt-2">
              {verifying ? 'Verifying...' : 'Submit'}
            </Button>
          </Form>
        ) : (
          <Button size="lg" className="mt-8 w-full" onClick={() => setFormShown(true)}>
            Access Site
          </Button>
        )}
      </div>
    </main>
  );
}
