import { format, parseISO } from 'date-fns';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatPence } from '../../../lib/money';
import { useGetOrdersQuery, type StaffOrder } from '../api/orders-api';

const STATUS_LABEL: Record<StaffOrder['status'], string> = { paid: 'PAID', pending: 'PENDING', canceled: 'CANCELED' };
const STATUS_STYLE: Record<StaffOrder['status'], string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-900',
  canceled: 'bg-navy-100 text-navy-600',
};
const when = (value: string) => format(parseISO(value), 'EEE d MMM yyyy, HH:mm');

/** The admin ORDERS tab: recent orders (paid and pending), their lines, totals and voucher codes; test payments flagged. */
export function OrdersTab() {
  const { data: orders, isLoading, isError, refetch } = useGetOrdersQuery();

  if (isLoading) return <Spinner label="Loading orders" />;
  if (isError || !orders) {
    return (
      <p role="alert" className="text-red-600">
        The orders could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }

  const paid = orders.filter((order) => order.status === 'paid');
  return (
    <section aria-labelledby="orders-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="orders-heading" className="text-2xl">
          ORDERS ({orders.length})
        </h2>
        <p className="text-navy-600">
          {paid.length} paid · {formatPence(paid.filter((order) => !order.isTest).reduce((sum, order) => sum + order.totalPence, 0))} taken
          (test payments excluded)
        </p>
      </div>
      {orders.length === 0 ? (
        <p className="mt-6 text-navy-600">No orders yet.</p>
      ) : (
        <ul className="mt-6 grid gap-4" aria-label="Orders">
          {orders.map((order) => (
            <li key={order.id}>
              <Card className="grid gap-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="mr-auto text-lg">Order {order.reference}</h3>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[order.status]}`}>{STATUS_LABEL[order.status]}</span>
                  {order.isTest ? <Badge title="Paid with a test card: no money was taken">TEST</Badge> : null}
                </div>
                <p className="text-sm text-navy-600">
                  {order.email} · placed {when(order.createdAt)}
                  {order.paidAt ? ` · paid ${when(order.paidAt)}` : ''}
                </p>
                <ul className="divide-y divide-navy-100 text-sm" aria-label={`Lines of order ${order.reference}`}>
                  {order.lines.map((line, index) => (
                    <li key={`${line.productName}-${index}`} className="flex justify-between gap-4 py-1.5">
                      <span>
                        {line.quantity} × {line.productName} <span className="text-navy-500">({line.category})</span>
                      </span>
                      <span>{formatPence(line.unitPricePence * line.quantity)}</span>
                    </li>
                  ))}
                </ul>
                <p className="flex justify-between font-bold">
                  <span>Total</span>
                  <span>{formatPence(order.totalPence)}</span>
                </p>
                {order.vouchers.length > 0 ? (
                  <div className="text-sm">
                    <p className="font-semibold">Voucher codes</p>
                    <ul className="mt-1 flex flex-wrap gap-2" aria-label={`Voucher codes of order ${order.reference}`}>
                      {order.vouchers.map((voucher) => (
                        <li key={voucher.code} className="rounded bg-navy-50 px-2 py-1 font-mono" title={`${voucher.productName}, valid until ${format(parseISO(voucher.expiresAt), 'd MMM yyyy')}`}>
                          {voucher.code}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
