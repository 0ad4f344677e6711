import { useForm } from 'react-hook-form';
import { RegisteredField } from '../../../components/form';
import { SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { durationLabel } from '../../../lib/experiences';
import { useGetExperiencesQuery } from '../../../lib/experiences-api';
import { formatPence } from '../../../lib/money';
import { useIssueVoucherMutation } from '../api/orders-api';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { ReasonField } from './voucher-actions';

const MONEY = 'money';
const POUNDS = /^\d{1,4}(\.\d{1,2})?$/;

/** ISSUE VOUCHER: a goodwill voucher for an experience (at its price now) or a money value, e-mailed to its recipient. */
export function IssueVoucherDialog() {
  const [issue] = useIssueVoucherMutation();
  const { data: catalogue = [] } = useGetExperiencesQuery();
  const form = useForm({ defaultValues: { what: MONEY, pounds: '', recipientEmail: '', reason: '' } });
  const { register } = form;
  const what = form.watch('what');
  const choices = [
    { value: MONEY, label: 'A money value' },
    ...catalogue.flatMap((experience) =>
      experience.options.map((option) => ({
        value: `${experience.id}/${option.id}`,
        label: `${experience.options.length > 1 ? `${experience.name} – ${option.name}` : experience.name}, ${durationLabel(option.minutes)}, ${formatPence(option.pricePence)}`,
      })),
    ),
  ];
  const request = ({ what, pounds }: { what: string; pounds: string }) => {
    if (what !== MONEY) {
      const [experienceId, optionId] = what.split('/');
      return { experience: { experienceId, optionId } };
    }
    if (!POUNDS.test(pounds.trim())) throw new Error('Enter the value in pounds, such as 25 or 12.50.');
    return { valuePence: Math.round(Number(pounds.trim()) * 100) };
  };
  return (
    <ActionDialog
      form={form}
      opener={{ text: 'ISSUE VOUCHER', label: 'Issue a voucher by hand', variant: 'secondary' }}
      title="Issue a voucher"
      description="A goodwill voucher, valid for 12 months. The recipient is e-mailed the code."
      confirm={{ text: 'ISSUE AND E-MAIL', busy: 'Issuing...' }}
      onOpen={() => form.reset()}
      onConfirm={async (values) => {
        const { recipientEmail, reason } = values;
        const issued = await issue({ ...request(values), recipientEmail: recipientEmail.trim(), reason }).unwrap();
        return { title: 'Voucher issued', description: `${issued.code} (${issued.name}) has been e-mailed to ${issued.recipientEmail ?? recipientEmail}.` };
      }}
    >
      <RegisteredField label="For" registration={register('what')}>
        {(control) => (
          <select {...control} className={`${fieldClasses} h-11`}>
            <SelectOptions options={choices} />
          </select>
        )}
      </RegisteredField>
      {what === MONEY ? (
        <RegisteredField label="Value in pounds" registration={register('pounds')}>
          {(control) => <Input {...control} inputMode="decimal" required />}
        </RegisteredField>
      ) : null}
      <RegisteredField label="Recipient's e-mail" registration={register('recipientEmail')}>
        {(control) => <Input {...control} type="email" required />}
      </RegisteredField>
      <ReasonField registration={register('reason')} />
    </ActionDialog>
  );
}
