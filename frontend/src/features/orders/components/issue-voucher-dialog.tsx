import { useState } from 'react';
import { Field, SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { durationLabel, useGetExperiencesQuery } from '../../../lib/experiences';
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
  const [what, setWhat] = useState(MONEY);
  const [pounds, setPounds] = useState('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [reason, setReason] = useState('');
  const choices = [
    { value: MONEY, label: 'A money value' },
    ...catalogue.flatMap((experience) =>
      experience.options.map((option) => ({
        value: `${experience.id}/${option.id}`,
        label: `${experience.options.length > 1 ? `${experience.name} – ${option.name}` : experience.name}, ${durationLabel(option.minutes)}, ${formatPence(option.pricePence)}`,
      })),
    ),
  ];
  const request = () => {
    if (what !== MONEY) {
      const [experienceId, optionId] = what.split('/');
      return { experience: { experienceId, optionId } };
    }
    if (!POUNDS.test(pounds.trim())) throw new Error('Enter the value in pounds, such as 25 or 12.50.');
    return { valuePence: Math.round(Number(pounds.trim()) * 100) };
  };
  return (
    <ActionDialog
      opener={{ text: 'ISSUE VOUCHER', label: 'Issue a voucher by hand', variant: 'secondary' }}
      title="Issue a voucher"
      description="A goodwill voucher, valid for 12 months. The recipient is e-mailed the code."
      confirm={{ text: 'ISSUE AND E-MAIL', busy: 'Issuing...' }}
      onOpen={() => (setWhat(MONEY), setPounds(''), setRecipientEmail(''), setReason(''))}
      onConfirm={async () => {
        const issued = await issue({ ...request(), recipientEmail: recipientEmail.trim(), reason }).unwrap();
        return { title: 'Voucher issued', description: `${issued.code} (${issued.name}) has been e-mailed to ${issued.recipientEmail ?? recipientEmail}.` };
      }}
    >
      <Field id="issue-voucher-for" label="For">
        <select id="issue-voucher-for" className={`${fieldClasses} h-11`} value={what} onChange={(event) => setWhat(event.target.value)}>
          <SelectOptions options={choices} />
        </select>
      </Field>
      {what === MONEY ? (
        <Field id="issue-voucher-value" label="Value in pounds">
          <Input id="issue-voucher-value" inputMode="decimal" required value={pounds} onChange={(event) => setPounds(event.target.value)} />
        </Field>
      ) : null}
      <Field id="issue-voucher-email" label="Recipient's e-mail">
        <Input id="issue-voucher-email" type="email" required value={recipientEmail} onChange={(event) => setRecipientEmail(event.target.value)} />
      </Field>
      <ReasonField id="issue-voucher-reason" value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
