import { formatDay, formatDayAndTime } from '../../../lib/dates';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ListSearch, PagedList } from '../../../components/ui/list-controls';
import { CsvDownload } from './csv-download';
import { Spinner } from '../../../components/ui/spinner';
import { useListSearch } from '../../../hooks/use-list-search';
import { formatPence } from '../../../lib/money';
import { useGetOrdersQuery, type StaffOrder } from '../api/orders-api';
import { CancelOrderDialog, DispatchAction, RefundOrderDialog } from './order-actions';
import { LoadError } from '../../../components/ui/load-error';

const PAGE_SIZE = 20;
const STATUS_LABEL: Record<StaffOrder['status'], string> = { paid: 'PAID', pending: 'PENDING', canceled: 'CANCELED' };
const STATUS_STYLE: Record<StaffOrder['status'], string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-900',
  canceled: 'bg-navy-100 text-navy-600',
};
const when = formatDayAndTime;

function Delivery({ order }: { order: StaffOrder }) {
  if (!order.delivery) return null;
  const address = [order.delivery.name, order.delivery.line1, order.delivery.line2, order.delivery.town, order.delivery.postcode].filter(Boolean);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-md bg-navy-50 p-3 text-sm">
      <address className="not-italic">
        <span className="font-semibold">Post to</span>
        {address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <div className="grid justify-items-end gap-2">
        {order.dispatchedAt ? <p className="text-navy-600">Dispatched {when(order.dispatchedAt)}</p> : null}
        <DispatchAction order={order} />
      </div>
    </div>
  );
}

/** The refunds staff gave, each with its reason. */
function Refunds({ order }: { order: StaffOrder }) {
  if (order.refunds.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm text-navy-600" aria-label={`Refunds of order ${order.reference}`}>
      {order.refunds.map((refund) => (
        <li key={`${refund.refundedAt}-${refund.amountPence}`}>
          Refunded {formatPence(refund.amountPence)} ({refund.lines ? refund.lines.join(', ') : 'the order'}) {when(refund.refundedAt)}: {refund.reason}
        </li>
      ))}
    </ul>
  );
}

function OrderCard({ order }: { order: StaffOrder }) {
  const refundable = order.status === 'paid' && order.refundedPence < order.totalPence;
  return (
    <Card className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-lg">Order {order.reference}</h3>
        {order.toDispatch ? <Badge>TO DISPATCH</Badge> : null}
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[order.status]}`}>{STATUS_LABEL[order.status]}</span>
        {order.isTest ? <Badge title="Paid with a test card: no money was taken">TEST</Badge> : null}
        {order.refundedPence > 0 ? <Badge>{order.refundedPence >= order.totalPence ? 'REFUNDED' : 'PART REFUNDED'}</Badge> : null}
      </div>
      <p className="text-sm break-words text-navy-600">
        {order.email} · placed {when(order.createdAt)}
        {order.paidAt ? ` · paid ${when(order.paidAt)}` : ''}
      </p>
      <ul className="divide-y divide-navy-100 text-sm" aria-label={`Lines of order ${order.reference}`}>
        {order.lines.map((line, index) => (
          <li key={`${line.productName}-${index}`} className="flex justify-between gap-4 py-1.5">
            <span>
              {line.quantity} × {line.productName} <span className="text-navy-500">({line.category})</span>
              {line.refunded ? <span className="text-navy-500"> · refunded</span> : null}
            </span>
            <span>{formatPence(line.unitPricePence * line.quantity)}</span>
          </li>
        ))}
        {order.shippingPence > 0 ? (
          <li className="flex justify-between gap-4 py-1.5">
            <span>UK postage</span>
            <span>{formatPence(order.shippingPence)}</span>
          </li>
        ) : null}
      </ul>
      <p className="flex justify-between font-bold">
        <span>Total</span>
        <span>{formatPence(order.totalPence)}</span>
      </p>
      <Refunds order={order} />
      <Delivery order={order} />
      {order.vouchers.length > 0 ? (
        <div className="text-sm">
          <p className="font-semibold">Voucher codes</p>
          <ul className="mt-1 flex flex-wrap gap-2" aria-label={`Voucher codes of order ${order.reference}`}>
            {order.vouchers.map((voucher) => (
              <li key={voucher.code} className="rounded bg-navy-50 px-2 py-1 font-mono" title={`${voucher.productName}, valid until ${formatDay(voucher.expiresAt)}`}>
                {voucher.code}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {refundable || order.cancellable ? (
        <div className="flex flex-wrap gap-2">
          {refundable ? <RefundOrderDialog order={order} /> : null}
          {order.cancellable ? <CancelOrderDialog order={order} /> : null}
        </div>
      ) : null}
    </Card>
  );
}

/**
 * The admin ORDERS tab: orders to dispatch first (MARK DISPATCHED, undone the same day), then the rest newest first;
 * searchable, paginated; test payments flagged; staff refund an order or some of its lines and cancel one not posted.
 */
export function OrdersTab() {
  const list = useListSearch(PAGE_SIZE);
  const { data, isLoading, isError, refetch } = useGetOrdersQuery(list.query);

  if (isLoading) return <Spinner label="Loading orders" />;
  if (isError || !data) {
    return (
      <LoadError what="The orders" onRetry={() => void refetch()} />
    );
  }

  const toDispatch = data.items.filter((order) => order.toDispatch).length;
  return (
    <section aria-labelledby="orders-heading" className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="orders-heading" className="text-2xl">
          ORDERS ({data.total})
        </h2>
        {toDispatch > 0 ? <p className="font-semibold text-navy-700">{toDispatch} to dispatch</p> : null}
        <CsvDownload href="/api/admin/orders.csv" label="DOWNLOAD CSV" />
      </div>
      <ListSearch label="Search orders (e-mail, name, postcode or reference)" value={list.search} onChange={list.setSearch} />
      <PagedList
        list={data}
        label="Orders"
        pagerLabel="Order pages"
        empty={list.q ? 'No orders match.' : 'No orders yet.'}
        className="grid gap-4"
        renderItem={(order) => <OrderCard order={order} />}
        onPage={list.setPage}
      />
    </section>
  );
}
