import { formatDay } from '../../../lib/dates';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatPence } from '../../../lib/money';
import type { CustomerLookup } from '../api/customers-api';

const day = formatDay;

/** One kind of record of the customer: a heading with its count, then one line per record (or "None."). */
function Records<T>({
  title,
  items,
  keyOf,
  children,
}: {
  title: string;
  items: T[];
  keyOf: (item: T) => string;
  /** The line of one record. */
  children: (item: T) => ReactNode;
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
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

interface RecordLineProps {
  reference: string;
  amountPence: number;
  status?: string;
  /** Paid with a test card: flagged, as no money was taken. */
  isTest?: boolean;
  /** What the record is: the session, course, order or voucher. */
  children: ReactNode;
}

/** A record's line: its reference, what it is, its amount, then its status and a TEST flag where it has them. */
function RecordLine({ reference, amountPence, status, isTest, children }: RecordLineProps) {
  return (
    <>
      <span className="font-mono font-semibold">{reference}</span>
      <span className="min-w-0 flex-1">{children}</span>
      <span>{formatPence(amountPence)}</span>
      {status ? <Badge>{status.toUpperCase()}</Badge> : null}
      {isTest ? <Badge title="Paid with a test card: no money was taken">TEST</Badge> : null}
    </>
  );
}

/** A booking, course or order: each has a reference and a status, and may have been paid with a test card. */
interface PaidRecord {
  id: string;
  reference: string;
  status: string;
  isTest: boolean;
}

interface PaidRecordsProps<T extends PaidRecord> {
  title: string;
  items: T[];
  amountOf: (record: T) => number;
  /** The status as staff read it, where it is not the record's own word. */
  statusOf?: (record: T) => string;
  /** What the record is: the session, course or order. */
  children: (record: T) => ReactNode;
}

/** The customer's bookings, courses or orders, each on a RecordLine. */
function PaidRecords<T extends PaidRecord>({
  title,
  items,
  amountOf,
  statusOf = (record) => record.status,
  children,
}: PaidRecordsProps<T>) {
  return (
    <Records title={title} items={items} keyOf={(record) => record.id}>
      {(record) => (
        <RecordLine reference={record.reference} amountPence={amountOf(record)} status={statusOf(record)} isTest={record.isTest}>
          {children(record)}
        </RecordLine>
      )}
    </Records>
  );
}

/** Everything the site holds for one customer: bookings, courses, orders, vouchers and enquiries. */
export function CustomerRecords({ found }: { found: CustomerLookup }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <PaidRecords
        title="Bookings"
        items={found.bookings}
        amountOf={(booking) => booking.totalPrice + booking.voucherPence}
        statusOf={(booking) => booking.status.replace('_', ' ')}
      >
        {(booking) => (
          <>
            {booking.sessionName}, {day(booking.date)} {booking.timeSlot}
          </>
        )}
      </PaidRecords>
      <PaidRecords title="Fear of Flying courses" items={found.courses} amountOf={(course) => course.amountPence}>
        {(course) => (course.preferredDate ? `Preferred ${day(course.preferredDate)}` : 'No preferred date')}
      </PaidRecords>
      <PaidRecords title="Orders" items={found.orders} amountOf={(order) => order.totalPence}>
        {(order) => (
          <>
            {order.items} · {day(order.createdAt)}
          </>
        )}
      </PaidRecords>
      <Records title="Gift vouchers" items={found.vouchers} keyOf={(voucher) => voucher.code}>
        {(voucher) => (
          <RecordLine reference={voucher.code} amountPence={voucher.valuePence}>
            {voucher.productName}, order {voucher.orderReference}, valid until {day(voucher.expiresAt)}
          </RecordLine>
        )}
      </Records>
      <Records title="Enquiries" items={found.enquiries} keyOf={(enquiry) => enquiry.id}>
        {(enquiry) => (
          <>
            <span className="font-semibold">{day(enquiry.createdAt)}</span>
            <Badge>{enquiry.status.toUpperCase()}</Badge>
            <span className="w-full text-navy-700">{enquiry.message}</span>
          </>
        )}
      </Records>
    </div>
  );
}
