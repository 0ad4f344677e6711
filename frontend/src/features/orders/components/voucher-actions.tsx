import { formatDay } from '../../../lib/dates';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { type StaffVoucher, useExtendVoucherMutation, useVoidVoucherMutation } from '../api/orders-api';
import { ActionDialog } from '../../../components/ui/action-dialog';

const longDay = formatDay;

/** The reason every voucher or order change keeps (docs/product.md, Staff panel: VOUCHERS, ORDERS). */
export function ReasonField({ id, value, onChange, keptWith = 'voucher' }: { id: string; value: string; onChange: (value: string) => void; keptWith?: 'voucher' | 'order' }) {
  return (
    <Field id={id} label={`Reason (kept with the ${keptWith})`}>
      <Textarea id={id} required maxLength={500} rows={2} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

/** EXTEND: a later last day, with a reason. */
export function ExtendVoucherDialog({ voucher }: { voucher: StaffVoucher }) {
  const [extend] = useExtendVoucherMutation();
  const [expiresOn, setExpiresOn] = useState('');
  const [reason, setReason] = useState('');
  return (
    <ActionDialog
      opener={{ text: 'EXTEND', label: `Extend voucher ${voucher.code}` }}
      title={`Extend ${voucher.code}`}
      description={`It is valid until ${longDay(voucher.expiresAt)}. Choose the new last day it can be used.`}
      confirm={{ text: 'EXTEND VOUCHER', busy: 'Extending...' }}
      onOpen={() => (setExpiresOn(''), setReason(''))}
      onConfirm={async () => {
        const extended = await extend({ id: voucher.id, expiresOn, reason }).unwrap();
        return { title: 'Voucher extended', description: `${voucher.code} is now valid until ${longDay(extended.expiresAt)}.` };
      }}
    >
      <Field id={`extend-${voucher.id}-date`} label="New expiry date">
        <Input id={`extend-${voucher.id}-date`} type="date" required value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
      </Field>
      <ReasonField id={`extend-${voucher.id}-reason`} value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

/** VOID: it can no longer be redeemed, with a reason. */
export function VoidVoucherDialog({ voucher }: { voucher: StaffVoucher }) {
  const [voidVoucher] = useVoidVoucherMutation();
  const [reason, setReason] = useState('');
  return (
    <ActionDialog
      opener={{ text: 'VOID', label: `Void voucher ${voucher.code}` }}
      title={`Void ${voucher.code}?`}
      description="A void voucher can no longer be used for a booking. This cannot be undone."
      confirm={{ text: 'VOID VOUCHER', busy: 'Voiding...' }}
      onOpen={() => setReason('')}
      onConfirm={async () => {
        await voidVoucher({ id: voucher.id, reason }).unwrap();
        return { title: 'Voucher voided', description: `${voucher.code} can no longer be used.` };
      }}
    >
      <ReasonField id={`void-${voucher.id}-reason`} value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
