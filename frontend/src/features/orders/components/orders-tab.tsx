import { formatDay, formatDayAndTime } from '../../../lib/dates';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListSearch, PagedList } from '../../../components/ui/list-controls';
import { CsvDownload } from './csv-download';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatPence } from '../../../lib/money';
import { useGetOrdersQuery, useMarkOrderDispatchedMutation, type StaffOrder } from '../api/orders-api';
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
  const { toast, toastApiError } = useToast();
  const [markDispatched, { isLoading }] = useMarkOrderDispatchedMutation();
  if (!order.delivery) return null;
  const address = [order.delivery.name, order.delivery.line1, order.delivery.line2, order.delivery.town, order.delivery.postcode].filter(Boolean);
  const dispatch = async () => {
    try {
      await markDispatched(order.id).unwrap();
      toast({ title: 'Marked dispatched', description: `Order ${order.reference}: the customer has been e-mailed.` });
    } catch (error) {
      toastApiError('Error', error);
    }
  };
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
      {order.toDispatch ? (
        <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => void dispatch()} aria-label={`MARK DISPATCHED order ${order.reference}`}>
          <Truck aria-hidden />
          MARK DISPATCHED
        </Button>
      ) : order.dispatchedAt ? (
        <p className="text-navy-600">Dispatched {when(order.dispatchedAt)}</p>
      ) : null}
    </div>
  );
}

function OrderCard({ order }: { order: StaffOrder }) {
  return (
    <Card className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-lg">Order {order.reference}</h3>
        {order.toDispatch ? <Badge>TO DISPATCH</Badge> : null}
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[order.status]}`}>{STATUS_LABEL[order.status]}</span>
        {order.isTest ? <Badge title="Paid with a test card: no money was taken">TEST</Badge> : null}
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
    </Card>
  );
}

/** The admin ORDERS tab: orders to dispatch first (MARK DISPATCHED), then the rest newest first; searchable, paginated; test payments flagged. */
export function OrdersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const { data, isLoading, isError, refetch } = useGetOrdersQuery({ page, pageSize: PAGE_SIZE, ...(q ? { q } : {}) });

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
      <ListSearch label="Search orders (e-mail, name, postcode or reference)" value={search} onChange={(value) => (setSearch(value), setPage(1))} />
      <PagedList
        list={data}
        label="Orders"
        pagerLabel="Order pages"
        empty={q ? 'No orders match.' : 'No orders yet.'}
        className="grid gap-4"
        renderItem={(order) => <OrderCard order={order} />}
        onPage={setPage}
      />
    </section>
  );
}
