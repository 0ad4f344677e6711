import { format, parseISO } from 'date-fns';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListSearch } from '../../../components/ui/list-controls';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api';
import { formatPence } from '../../../lib/money';
import { useLookUpCustomerQuery, type CustomerLookup } from '../api/customers-api';

const day = (value: string) => format(parseISO(value), 'EEE d MMM yyyy');

/** One kind of record of the customer: a heading with its count, then one line per record (or "None."). */
function Records<T>({
  title,
  items,
  keyOf,
  render,
}: {
  title: string;
  items: T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
}) {
  return (
    <Card className="grid min-w-0 gap-2">
      <h3 className="text-lg">
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-navy-600">None.</p>
      ) : (
        <ul className="divide-y divide-navy-100 text-sm" aria-label={title}>
          {items.map((item) => (
            <li key={keyOf(item)} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 break-words">
              {render(item)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const TestFlag = ({ isTest }: { isTest: boolean }) =>
  isTest ? <Badge title="Paid with a test card: no money was taken">TEST</Badge> : null;

function CustomerRecords({ found }: { found: CustomerLookup }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Records
        title="Bookings"
        keyOf={(booking) => booking.id}
        items={found.bookings}
        render={(booking) => (
          <>
            <span className="font-mono font-semibold">{booking.reference}</span>
            <span className="min-w-0 flex-1">
              {booking.sessionName}, {day(booking.date)} {booking.timeSlot}
            </span>
            <span>{formatPence(booking.totalPrice + booking.voucherPence)}</span>
            <Badge>{booking.status.replace('_', ' ').toUpperCase()}</Badge>
            <TestFlag isTest={booking.isTest} />
          </>
        )}
      />
      <Records
        title="Fear of Flying courses"
        keyOf={(course) => course.id}
        items={found.courses}
        render={(course) => (
          <>
            <span className="font-mono font-semibold">{course.reference}</span>
            <span className="min-w-0 flex-1">
              {course.preferredDate ? `Preferred ${day(course.preferredDate)}` : 'No preferred date'}
            </span>
            <span>{formatPence(course.amountPence)}</span>
            <Badge>{course.status.toUpperCase()}</Badge>
            <TestFlag isTest={course.isTest} />
          </>
        )}
      />
      <Records
        title="Orders"
        keyOf={(order) => order.id}
        items={found.orders}
        render={(order) => (
          <>
            <span className="font-mono font-semibold">{order.reference}</span>
            <span className="min-w-0 flex-1">
              {order.items} · {day(order.createdAt)}
            </span>
            <span>{formatPence(order.totalPence)}</span>
            <Badge>{order.status.toUpperCase()}</Badge>
            <TestFlag isTest={order.isTest} />
          </>
        )}
      />
      <Records
        title="Gift vouchers"
        keyOf={(voucher) => voucher.code}
        items={found.vouchers}
        render={(voucher) => (
          <>
            <span className="font-mono font-semibold">{voucher.code}</span>
            <span className="min-w-0 flex-1">
              {voucher.productName}, order {voucher.orderReference}, valid until {day(voucher.expiresAt)}
            </span>
            <span>{formatPence(voucher.valuePence)}</span>
          </>
        )}
      />
      <Records
        title="Enquiries"
        keyOf={(enquiry) => enquiry.id}
        items={found.enquiries}
        render={(enquiry) => (
          <>
            <span className="font-semibold">{day(enquiry.createdAt)}</span>
            <Badge>{enquiry.status.toUpperCase()}</Badge>
            <span className="w-full text-navy-700">{enquiry.message}</span>
          </>
        )}
      />
    </div>
  );
}

/** The CUSTOMERS tab: everything the site holds for one customer, found by e-mail or by a booking or order reference. */
export function CustomersTab() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const { data, error, isFetching } = useLookUpCustomerQuery(q, { skip: !q });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };

  return (
    <section aria-labelledby="customers-heading" className="grid grid-cols-1 gap-6">
      <h2 id="customers-heading" className="text-2xl">
        CUSTOMERS
      </h2>
      <form onSubmit={submit}>
        <ListSearch label="E-mail or booking/order reference" value={text} onChange={setText}>
          <Button type="submit" disabled={!text.trim()}>
            LOOK UP
          </Button>
        </ListSearch>
      </form>
      {!q ? null : isFetching ? (
        <Spinner label="Looking up the customer" />
      ) : error ? (
        <p role="alert" className="text-red-600">
          {apiErrorMessage(error)}
        </p>
      ) : !data?.email ? (
        <p className="text-navy-600">No customer found for {q}.</p>
      ) : (
        <>
          <p className="font-semibold break-words text-navy-700">{data.email}</p>
          <CustomerRecords found={data} />
        </>
      )}
    </section>
  );
}
