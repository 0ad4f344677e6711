import { format, parseISO } from 'date-fns';
import { Card } from '../../../components/ui/card';
import { formatPence } from '../../../lib/money';
import { type MyOrder, useGetMyOrdersQuery } from '../api/account-api';
import { MyGifts } from './my-gifts';

const VOUCHER_STATE: Record<MyOrder['vouchers'][number]['state'], string> = {
  issued: 'Not used yet',
  held: 'Being booked',
  redeemed: 'Redeemed',
  expired: 'Expired',
  void: 'Cancelled',
};
const day = (value: string) => format(parseISO(value), 'd MMM yyyy');

/** The dashboard's orders (lines, total, status) and the gift vouchers they issued (code, value, valid until, used or not). */
export function MyOrders() {
  const { data: orders } = useGetMyOrdersQuery();
  if (!orders || orders.length === 0) return null;
  return (
    <>
      <section aria-labelledby="my-orders">
        <h2 id="my-orders" className="text-2xl">
          Orders
        </h2>
        <ul className="mt-6 grid gap-3">
          {orders.map((order) => (
            <li key={order.id}>
              <Card className="p-4" aria-label={`Order ${order.reference}`}>
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold">
                    Order <span className="font-mono">{order.reference}</span> · {day(order.createdAt)}
                  </span>
                  <span className="text-sm font-bold uppercase">{order.status}</span>
                </p>
                <ul className="mt-2 text-sm text-navy-700">
                  {order.lines.map((line, index) => (
                    <li key={`${line.productName}-${index}`} className="flex justify-between gap-4">
                      <span>
                        {line.productName} × {line.quantity}
                      </span>
                      <span>{formatPence(line.unitPricePence * line.quantity)}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-2 flex justify-between border-t border-navy-100 pt-2 font-semibold">
                  <span>Total</span>
                  <span>{formatPence(order.totalPence)}</span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <MyGifts />
      <MyVouchers vouchers={orders.flatMap((order) => order.vouchers)} />
    </>
  );
}

/** The gift vouchers the orders issued: code, value, valid until, used or not. */
function MyVouchers({ vouchers }: { vouchers: MyOrder['vouchers'] }) {
  if (vouchers.length === 0) return null;
  return (
    <section aria-labelledby="my-vouchers">
      <h2 id="my-vouchers" className="text-2xl">
        Gift Vouchers
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {vouchers.map((voucher) => (
          <li key={voucher.code}>
            <Card className="p-4" aria-label={`Voucher ${voucher.code}`}>
              <p className="text-sm text-navy-600">{voucher.name}</p>
              <p className="font-mono text-lg font-bold tracking-wider break-all">{voucher.code}</p>
              <p className="text-sm">
                {formatPence(voucher.valuePence)} · valid until {day(voucher.expiresAt)}
              </p>
              <p className="mt-1 text-sm font-semibold">{VOUCHER_STATE[voucher.state]}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
