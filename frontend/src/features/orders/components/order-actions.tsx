import { Truck, Undo2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { formatPence } from '../../../lib/money';
import {
  type StaffOrder,
  useCancelOrderMutation,
  useMarkOrderDispatchedMutation,
  useRefundOrderMutation,
  useUndoOrderDispatchedMutation,
} from '../api/orders-api';
import { ReasonField } from './voucher-actions';

/** MARK DISPATCHED, asked first (the customer is e-mailed); UNDO on the London day it was marked. */
export function DispatchAction({ order }: { order: StaffOrder }) {
  const [markDispatched] = useMarkOrderDispatchedMutation();
  const [undo] = useUndoOrderDispatchedMutation();
  if (order.toDispatch) {
    return (
      <ActionDialog
        opener={{ text: <><Truck aria-hidden />MARK DISPATCHED</>, label: `MARK DISPATCHED order ${order.reference}`, variant: 'secondary' }}
        title={`Mark order ${order.reference} dispatched?`}
        description="The customer is e-mailed that it is on its way. You can undo this today only."
        confirm={{ text: 'MARK DISPATCHED', busy: 'Marking...' }}
        onConfirm={async () => {
          await markDispatched(order.id).unwrap();
          return { title: 'Marked dispatched', description: `Order ${order.reference}: the customer has been e-mailed.` };
        }}
      />
    );
  }
  if (!order.dispatchUndoable) return null;
  return (
    <ActionDialog
      opener={{ text: <><Undo2 aria-hidden />UNDO</>, label: `Undo dispatched for order ${order.reference}` }}
      title={`Undo dispatched for order ${order.reference}?`}
      description="It goes back to the orders to dispatch. The customer has already been e-mailed that it is on its way."
      confirm={{ text: 'UNDO DISPATCHED', busy: 'Undoing...' }}
      onConfirm={async () => {
        await undo(order.id).unwrap();
        return { title: 'Dispatch undone', description: `Order ${order.reference} is back in the orders to dispatch.` };
      }}
    />
  );
}

const WHOLE = 'whole';

/** REFUND: the whole order (what is left of it) or some lines, to the card, with a reason; the customer is e-mailed. */
export function RefundOrderDialog({ order }: { order: StaffOrder }) {
  const [refund] = useRefundOrderMutation();
  const form = useForm({ defaultValues: { choice: [WHOLE], reason: '' } });
  const choice = form.watch('choice');
  const setChoice = (next: string[]) => form.setValue('choice', next);
  const left = order.totalPence - order.refundedPence;
  const open = order.lines.filter((line) => !line.refunded);
  const whole = choice.includes(WHOLE);
  const toggle = (id: string) =>
    setChoice(choice.includes(id) ? choice.filter((value) => value !== id) : [...choice.filter((value) => value !== WHOLE), id]);
  return (
    <ActionDialog
      form={form}
      opener={{ text: 'REFUND', label: `Refund order ${order.reference}` }}
      title={`Refund order ${order.reference}`}
      description={`Paid ${formatPence(order.totalPence)}${order.refundedPence > 0 ? `, ${formatPence(order.refundedPence)} refunded so far` : ''}. The money goes back to the card and the customer is e-mailed.`}
      confirm={{ text: 'REFUND TO CARD', busy: 'Refunding...' }}
      onOpen={() => form.reset()}
      onConfirm={async ({ reason }) => {
        if (choice.length === 0) throw new Error('Choose the whole order or at least one line.');
        const refunded = await refund({ id: order.id, ...(whole ? {} : { lineIds: choice }), reason }).unwrap();
        return {
          title: 'Refunded',
          description: `${formatPence(refunded.refundedPence - order.refundedPence)} refunded on order ${order.reference}; the customer has been e-mailed.`,
        };
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">What to refund</legend>
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1" checked={whole} onChange={() => setChoice(whole ? [] : [WHOLE])} />
          <span>The whole order{order.refundedPence > 0 ? ' (what is left)' : ''}: {formatPence(left)}</span>
        </label>
        {open.map((line) => (
          <label key={line.id} className="flex items-start gap-2">
            <input type="checkbox" className="mt-1" checked={choice.includes(line.id)} onChange={() => toggle(line.id)} />
            <span>
              {line.quantity} × {line.productName}: {formatPence(line.unitPricePence * line.quantity)}
            </span>
          </label>
        ))}
      </fieldset>
      <ReasonField registration={form.register('reason')} keptWith="order" />
    </ActionDialog>
  );
}

/** CANCEL ORDER: an order not posted yet; a paid one is refunded what is left and its vouchers are voided. */
export function CancelOrderDialog({ order }: { order: StaffOrder }) {
  const [cancel] = useCancelOrderMutation();
  const form = useForm({ defaultValues: { reason: '' } });
  const left = order.totalPence - order.refundedPence;
  return (
    <ActionDialog
      form={form}
      opener={{ text: 'CANCEL ORDER', label: `Cancel order ${order.reference}` }}
      title={`Cancel order ${order.reference}?`}
      description={
        order.status === 'paid'
          ? `${formatPence(left)} goes back to the card, its gift vouchers can no longer be used, and the customer is e-mailed the refund.`
          : 'It has not been paid: nothing is refunded.'
      }
      confirm={{ text: 'CANCEL ORDER', busy: 'Cancelling...' }}
      onOpen={() => form.reset()}
      onConfirm={async ({ reason }) => {
        await cancel({ id: order.id, reason }).unwrap();
        return { title: 'Order cancelled', description: `Order ${order.reference} has been cancelled.` };
      }}
    >
      <ReasonField registration={form.register('reason')} keptWith="order" />
    </ActionDialog>
  );
}
