import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { RegisteredField } from '../../../components/form';
import { formatDay } from '../../../lib/dates';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { type StaffVoucher, useExtendVoucherMutation, useVoidVoucherMutation } from '../api/orders-api';
import { ActionDialog } from '../../../components/ui/action-dialog';

const longDay = formatDay;

/** The reason every voucher or order change keeps (docs/product.md, Staff panel: VOUCHERS, ORDERS). */
export function ReasonField({ registration, keptWith = 'voucher' }: { registration: UseFormRegisterReturn; keptWith?: 'voucher' | 'order' }) {
  return (
    <RegisteredField label={`Reason (kept with the ${keptWith})`} registration={registration}>
      {(control) => <Textarea {...control} required maxLength={500} rows={2} />}
    </RegisteredField>
  );
}

/** EXTEND: a later last day, with a reason. */
export function ExtendVoucherDialog({ voucher }: { voucher: StaffVoucher }) {
  const [extend] = useExtendVoucherMutation();
  const form = useForm({ defaultValues: { expiresOn: '', reason: '' } });
  const { register } = form;
  return (
    <ActionDialog
      form={form}
      opener={{ text: 'EXTEND', label: `Extend voucher ${voucher.code}` }}
      title={`Extend ${voucher.code}`}
      description={`It is valid until ${longDay(voucher.expiresAt)}. Choose the new last day it can be used.`}
      confirm={{ text: 'EXTEND VOUCHER', busy: 'Extending...' }}
      onOpen={() => form.reset()}
      onConfirm={async ({ expiresOn, reason }) => {
        const extended = await extend({ id: voucher.id, expiresOn, reason }).unwrap();
        return { title: 'Voucher extended', description: `${voucher.code} is now valid until ${longDay(extended.expiresAt)}.` };
      }}
    >
      <RegisteredField label="New expiry date" registration={register('expiresOn')}>
        {(control) => <Input {...control} type="date" required />}
      </RegisteredField>
      <ReasonField registration={register('reason')} />
    </ActionDialog>
  );
}

/** VOID: it can no longer be redeemed, with a reason. */
export function VoidVoucherDialog({ voucher }: { voucher: StaffVoucher }) {
  const [voidVoucher] = useVoidVoucherMutation();
  const form = useForm({ defaultValues: { reason: '' } });
  return (
    <ActionDialog
      form={form}
      opener={{ text: 'VOID', label: `Void voucher ${voucher.code}` }}
      title={`Void ${voucher.code}?`}
      description="A void voucher can no longer be used for a booking. This cannot be undone."
      confirm={{ text: 'VOID VOUCHER', busy: 'Voiding...' }}
      onOpen={() => form.reset()}
      onConfirm={async ({ reason }) => {
        await voidVoucher({ id: voucher.id, reason }).unwrap();
        return { title: 'Voucher voided', description: `${voucher.code} can no longer be used.` };
      }}
    >
      <ReasonField registration={form.register('reason')} />
    </ActionDialog>
  );
}
