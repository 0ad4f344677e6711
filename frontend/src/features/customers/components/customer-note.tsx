import { useForm } from 'react-hook-form';
import { Form } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { formatDay } from '../../../lib/dates';
import { useWriteCustomerNoteMutation, type CustomerLookup } from '../api/customers-api';

/** Staff's note on the customer (preferences, what to know at the desk): kept against their e-mail, edited here. */
export function CustomerNote({ email, note }: { email: string; note: CustomerLookup['note'] }) {
  const { toast, toastApiError } = useToast();
  const form = useForm({ defaultValues: { text: note?.note ?? '' } });
  const text = form.watch('text');
  const [write, { isLoading }] = useWriteCustomerNoteMutation();
  const save = async ({ text }: { text: string }) => {
    try {
      await write({ email, note: text }).unwrap();
      toast({
        title: 'Note saved',
        description: text.trim() ? `The note on ${email} is saved.` : `The note on ${email} is removed.`,
      });
    } catch (error) {
      toastApiError('Note not saved', error, 'The note could not be saved.');
    }
  };
  return (
    <Card>
      <Form form={form} onValid={save} className="grid gap-2">
        <label htmlFor="customer-note" className="text-lg font-semibold">
          Staff note
        </label>
        <Textarea id="customer-note" rows={3} maxLength={2000} {...form.register('text')} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-navy-600">
          <span>{note ? `Last saved ${formatDay(note.updatedAt)}` : 'No note yet.'}</span>
          <Button type="submit" size="sm" disabled={isLoading || text.trim() === (note?.note ?? '')}>
            SAVE NOTE
          </Button>
        </div>
      </Form>
    </Card>
  );
}
