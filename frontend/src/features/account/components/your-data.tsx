import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form, FormProblem, RegisteredField } from '../../../components/form';
import { useAppDispatch } from '../../../lib/store-hooks';
import { useToast } from '../../../components/toast/use-toast';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { api } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/api-error';
import { MY_DATA_EXPORT_URL, useDeleteAccountMutation } from '../api/account-api';

/** "Your data": download everything held about you (JSON), or delete the account after giving the password again. */
export function YourData() {
  const form = useForm({ defaultValues: { password: '' } });
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();

  const onDelete = async ({ password }: { password: string }) => {
    try {
      await deleteAccount(password).unwrap();
    } catch (error) {
      setProblem(apiErrorMessage(error, 'Your account could not be deleted. Please try again.'));
      return;
    }
    await navigate('/');
    dispatch(api.util.resetApiState());
    toast({ title: 'Account Deleted', description: 'Your account and personal details have been deleted.' });
  };

  return (
    <Card className="h-fit">
      <h2 className="text-xl">Your data</h2>
      <p className="mt-2 text-sm text-navy-600">Download everything we hold about you, or delete your account.</p>
      <a href={MY_DATA_EXPORT_URL} download className={buttonClasses({ variant: 'outline', size: 'sm' }, 'mt-4 w-full')}>
        <Download aria-hidden /> Download my data
      </a>
      <Dialog open={open} onOpenChange={(next) => (setOpen(next), setProblem(null), form.reset())}>
        <Button variant="ghost" size="sm" className="mt-2 w-full text-red-700" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden /> Delete my account
        </Button>
        <DialogContent
          title="Delete your account?"
          description="Your account is deleted and you are signed out. Past bookings and orders are kept for our accounts for six years with your name and contact details removed. Upcoming sessions must be cancelled first."
        >
          {/* The browser asks for the password (required); the label and control sit in this grid. */}
          <Form form={form} onValid={onDelete} noValidate={false} className="grid gap-3">
            <RegisteredField label="Your password" registration={form.register('password')} className="contents">
              {(control) => <Input {...control} type="password" autoComplete="current-password" required />}
            </RegisteredField>
            <FormProblem problem={problem} />
            <Button type="submit" variant="secondary" disabled={deleting}>
              Delete my account
            </Button>
          </Form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
