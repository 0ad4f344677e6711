import { useForm } from 'react-hook-form';
import { Form, RegisteredField } from '../../../components/form';
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
  const form = useForm<InviteStaff>({ defaultValues: { name: '', email: '', role: 'staff' } });
  const { register, reset } = form;

  const sendInvitation = async (values: InviteStaff) => {
    try {
      const member = await invite({ name: values.name.trim(), email: values.email.trim(), role: values.role }).unwrap();
      reset({ name: '', email: '', role: values.role });
      toast({ title: 'Invitation sent', description: `${member.name} has an e-mail with a link to choose a password.` });
    } catch (error) {
      toastApiError('Not invited', error);
    }
  };

  return (
    <Card className="grid gap-4">
      <h2 className="text-2xl">INVITE A COLLEAGUE</h2>
      <Form
        form={form}
        onValid={sendInvitation}
        aria-label="Invite a colleague"
        className="grid gap-4 md:grid-cols-[1fr_1fr_12rem_auto] md:items-end"
      >
        <RegisteredField
          label="Name"
          registration={register('name', { validate: (value) => (value.trim() ? true : 'Please enter a name.') })}
        >
          {(control) => <Input {...control} autoComplete="off" maxLength={120} />}
        </RegisteredField>
        <RegisteredField
          label="Email"
          registration={register('email', {
            validate: (value) => (EMAIL.test(value.trim()) ? true : 'Please enter a valid email address.'),
          })}
        >
          {(control) => <Input {...control} type="email" autoComplete="off" maxLength={254} />}
        </RegisteredField>
        <RegisteredField label="Role" registration={register('role')}>
          {(control) => (
            <select {...control} className={`${fieldClasses} h-11`}>
              <SelectOptions options={ROLE_OPTIONS} />
            </select>
          )}
        </RegisteredField>
        <Button type="submit" variant="secondary" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'SEND INVITATION'}
        </Button>
      </Form>
    </Card>
  );
}
