import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { useInviteStaffMutation, type InviteStaff } from '../api/staff-accounts-api';
import { SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { ROLE_OPTIONS } from '../staff-role-labels';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invite a colleague: name, e-mail and role; they get an e-mail with a link to choose their password. */
export function InviteStaffForm() {
  const { toast, toastApiError } = useToast();
  const [invite, { isLoading }] = useInviteStaffMutation();
  const { register, handleSubmit, reset, formState } = useForm<InviteStaff>({
    defaultValues: { name: '', email: '', role: 'staff' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      const member = await invite({ name: values.name.trim(), email: values.email.trim(), role: values.role }).unwrap();
      reset({ name: '', email: '', role: values.role });
      toast({ title: 'Invitation sent', description: `${member.name} has an e-mail with a link to choose a password.` });
    } catch (error) {
      toastApiError('Not invited', error);
    }
  });

  return (
    <Card className="grid gap-4">
      <h2 className="text-2xl">INVITE A COLLEAGUE</h2>
      <form
        aria-label="Invite a colleague"
        className="grid gap-4 md:grid-cols-[1fr_1fr_12rem_auto] md:items-end"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <FormField label="Name" error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={120}
              {...register('name', { validate: (value) => (value.trim() ? true : 'Please enter a name.') })}
            />
          )}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              maxLength={254}
              {...register('email', {
                validate: (value) => (EMAIL.test(value.trim()) ? true : 'Please enter a valid email address.'),
              })}
            />
          )}
        </FormField>
        <FormField label="Role">
          {(control) => (
            <select {...control} className={`${fieldClasses} h-11`} {...register('role')}>
              <SelectOptions options={ROLE_OPTIONS} />
            </select>
          )}
        </FormField>
        <Button type="submit" variant="secondary" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'SEND INVITATION'}
        </Button>
      </form>
    </Card>
  );
}
