import { addDays } from 'date-fns';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DateFilter, ListSearch, PagedList } from '../../../components/ui/list-controls';
import { Spinner } from '../../../components/ui/spinner';
import { useListSearch } from '../../../hooks/use-list-search';
import { apiErrorMessage } from '../../../lib/api-error';
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
  const list = useListSearch(PAGE_SIZE);
  const { data, error, isFetching } = useFindBookingsQuery(
    { from, to, ...list.query },
    { skip: !from || !to, refetchOnMountOrArgChange: true },
  );

  return (
    <section aria-labelledby="find-bookings-heading" className="grid grid-cols-1 gap-4 print:hidden">
      <h2 id="find-bookings-heading" className="text-2xl">
        FIND BOOKINGS {data ? `(${data.total})` : ''}
      </h2>
      <ListSearch label="Search (name, e-mail, phone, experience or reference)" value={list.search} onChange={list.setSearch}>
        <DateFilter label="From" value={from} onChange={list.filter(setFrom)} />
        <DateFilter label="To" value={to} onChange={list.filter(setTo)} />
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
          empty={list.q ? 'No bookings match.' : 'No bookings in this range.'}
          className="grid grid-cols-1 gap-3"
          renderItem={(booking) => <FoundBookingCard booking={booking} />}
          onPage={list.setPage}
        />
      )}
    </section>
  );
}
