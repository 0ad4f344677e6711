import { addDays } from 'date-fns';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DateFilter, ListSearch, PagedList } from '../../../components/ui/list-controls';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { apiErrorMessage } from '../../../lib/api';
import { formatPence } from '../../../lib/money';
import { useFindBookingsQuery, type FoundBooking } from '../api/day-sheet-api';
import { dayHeading, isoDay, londonToday } from '../booking-options';

const PAGE_SIZE = 20;
const STATUS_LABEL: Record<string, string> = { confirmed: 'CONFIRMED', cancelled: 'CANCELLED', slot_lost: 'SLOT LOST' };

function FoundBookingCard({ booking }: { booking: FoundBooking }) {
  return (
    <Card className="grid min-w-0 gap-1 p-4 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="mr-auto font-semibold">
          {dayHeading(booking.date)} at {booking.timeSlot}
        </span>
        <Badge variant={booking.status === 'confirmed' ? undefined : 'muted'}>
          {STATUS_LABEL[booking.status] ?? booking.status}
        </Badge>
        {booking.isTest ? <Badge title="Paid with a test card: no money was taken">TEST</Badge> : null}
      </p>
      <p className="break-words">
        {booking.sessionName} · {booking.name} · Ref {booking.reference}
      </p>
      <p className="break-words text-navy-600">
        {booking.email} · {booking.phone} · {booking.payment} {formatPence(booking.totalPrice + booking.voucherPence)}
      </p>
    </Card>
  );
}

/** FIND BOOKINGS: the bookings of any date range (the next 30 days to start with), searchable, a page at a time. */
export function FindBookings() {
  const today = londonToday();
  const [from, setFrom] = useState(isoDay(today));
  const [to, setTo] = useState(isoDay(addDays(today, 30)));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const { data, error, isFetching } = useFindBookingsQuery(
    { from, to, page, pageSize: PAGE_SIZE, ...(q ? { q } : {}) },
    { skip: !from || !to, refetchOnMountOrArgChange: true },
  );
  const range = (set: (value: string) => void) => (value: string) => (set(value), setPage(1));

  return (
    <section aria-labelledby="find-bookings-heading" className="grid grid-cols-1 gap-4 print:hidden">
      <h2 id="find-bookings-heading" className="text-2xl">
        FIND BOOKINGS {data ? `(${data.total})` : ''}
      </h2>
      <ListSearch label="Search (name, e-mail, phone, experience or reference)" value={search} onChange={range(setSearch)}>
        <DateFilter label="From" value={from} onChange={range(setFrom)} />
        <DateFilter label="To" value={to} onChange={range(setTo)} />
      </ListSearch>
      {error ? (
        <p role="alert" className="text-red-600">
          {apiErrorMessage(error, 'The bookings could not be loaded.')}
        </p>
      ) : !data ? (
        isFetching ? (
          <Spinner label="Finding bookings" />
        ) : null
      ) : (
        <PagedList
          list={data}
          label="Bookings found"
          pagerLabel="Booking pages"
          empty={q ? 'No bookings match.' : 'No bookings in this range.'}
          className="grid grid-cols-1 gap-3"
          renderItem={(booking) => <FoundBookingCard booking={booking} />}
          onPage={setPage}
        />
      )}
    </section>
  );
}
