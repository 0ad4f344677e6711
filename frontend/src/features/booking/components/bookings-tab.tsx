import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Detail } from '../../../components/ui/detail';
import { Spinner } from '../../../components/ui/spinner';
import { formatPence } from '../../../lib/money';
import {
  useRescheduleStaffBookingMutation,
  useGetStaffBookingsQuery,
  useGetStaffCourseBookingsQuery,
  type StaffBooking,
} from '../api/staff-bookings-api';
import { bookedByText, dayHeading, experienceLabel, paymentMethodLabel } from '../booking-options';
import { BookingsViewSwitch, type BookingsView } from './bookings-view-switch';
import { CourseBookings } from './course-bookings';
import { NewBookingDialog } from './new-booking-dialog';
import { RefundsToGive } from './refunds-to-give';
import { EditBookingDialog } from './edit-booking-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { StaffCancelDialog } from './staff-cancel-dialog';
import { WeekCalendar } from './week-calendar';
import { LoadError } from '../../../components/ui/load-error';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Confirmed bookings grouped by day, in date then slot order (the server sorts; grouping keeps it). */
function byDay(bookings: StaffBooking[]): [string, StaffBooking[]][] {
  const days = new Map<string, StaffBooking[]>();
  for (const booking of bookings) days.set(booking.date, [...(days.get(booking.date) ?? []), booking]);
  return [...days.entries()];
}

function BookingDetails({ booking }: { booking: StaffBooking }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm wrap-anywhere">
      <Detail term="Name">{booking.name}</Detail>
      <Detail term="Email">
        <a className="underline" href={`mailto:${booking.email}`}>
          {booking.email}
        </a>
      </Detail>
      <Detail term="Phone">
        <a className="underline" href={`tel:${booking.phone.replace(/\s/g, '')}`}>
          {booking.phone}
        </a>
      </Detail>
      <Detail term="Experience">{experienceLabel(booking.experienceLevel)}</Detail>
      <Detail term="Made">{bookedByText(booking.bookedBy)}</Detail>
      {booking.notes ? (
        <Detail term="Notes" className="whitespace-pre-line">
          {booking.notes}
        </Detail>
      ) : null}
    </dl>
  );
}

/** Staff move a booking for the customer on the phone: any free slot from today, until the session starts. */
function RescheduleBooking({ booking }: { booking: StaffBooking }) {
  const [reschedule] = useRescheduleStaffBookingMutation();
  const when = (moved: { date: string; timeSlot: string }) => `${dayHeading(moved.date)} at ${moved.timeSlot}`;
  return (
    <RescheduleDialog
      booking={booking}
      currently={when(booking)}
      openLabel={`Reschedule booking of ${booking.name} at ${booking.timeSlot}`}
      firstDay="today"
      texts={{ keep: 'Keep current time', confirm: 'Move booking', failed: 'The booking could not be moved.' }}
      onMove={async (slot) => {
        const moved = await reschedule({ bookingId: booking.id, ...slot }).unwrap();
        return `${booking.name}'s booking is now on ${when(moved)}. The customer is e-mailed the new time.`;
      }}
      size="sm"
    />
  );
}

/**
 * The admin BOOKINGS tab (docs/product.md, Staff panel): the week calendar first, or 'SIMULATOR BOOKINGS - NEXT 30 DAYS' grouped
 * by day with counts, every field, a cancel action with the Terms' refund; paid bookings that lost their slot; course bookings.
 */
export function BookingsTab() {
  const bookings = useGetStaffBookingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const courses = useGetStaffCourseBookingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [view, setView] = useState<BookingsView>('calendar');

  if (bookings.isLoading) return <Spinner label="Loading bookings" />;
  if (bookings.isError || !bookings.data) {
    return <LoadError what="The bookings" onRetry={() => void bookings.refetch()} />;
  }

  const confirmed = bookings.data.filter((booking) => booking.status === 'confirmed');
  const lost = bookings.data.filter((booking) => booking.status === 'slot_lost');
  return (
    <div>
      <BookingsViewSwitch view={view} onView={setView} />
      {view === 'calendar' ? <WeekCalendar actions={<NewBookingDialog />} /> : null}
      {view === 'list' ? (
        <>
          <section aria-labelledby="simulator-bookings-heading">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="simulator-bookings-heading" className="text-2xl">
                SIMULATOR BOOKINGS - NEXT 30 DAYS
              </h2>
              <NewBookingDialog />
            </div>
            {confirmed.length === 0 ? (
              <p className="mt-4 text-navy-600">No bookings in the next 30 days</p>
            ) : (
              <div className="mt-6 grid gap-8">
                {byDay(confirmed).map(([date, day]) => (
                  <section key={date} aria-labelledby={`day-${date}`}>
                    <h3
                      id={`day-${date}`}
                      className="flex flex-wrap items-baseline gap-x-3 border-b border-navy-100 pb-2 text-lg"
                    >
                      {dayHeading(date)}
                      <span className="text-sm font-semibold text-navy-500">({plural(day.length, 'booking')})</span>
                    </h3>
                    <ul className="mt-3 grid gap-3" aria-label={`Bookings on ${dayHeading(date)}`}>
                      {day.map((booking) => (
                        <li key={booking.id}>
                          <Card className="grid gap-3 p-4 sm:grid-cols-[6rem_1fr_auto]">
                            <p className="font-display text-2xl font-bold">{booking.timeSlot}</p>
                            <div className="grid gap-2">
                              <p className="flex flex-wrap items-center gap-2 font-semibold">
                                {booking.sessionName}
                                <span className="text-sm font-normal text-navy-500">({booking.sessionType})</span>
                                {booking.isTest ? <Badge title="Paid with a test card: no money was taken">TEST</Badge> : null}
                                {booking.paymentMethod ? (
                                  <Badge variant="muted">
                                    BOOKED BY STAFF · {paymentMethodLabel(booking.paymentMethod).toUpperCase()}
                                  </Badge>
                                ) : null}
                              </p>
                              <BookingDetails booking={booking} />
                            </div>
                            <div className="flex flex-col items-end justify-between gap-3">
                              <span className="font-display text-xl font-bold">{formatPence(booking.totalPrice)}</span>
                              <RescheduleBooking booking={booking} />
                              {booking.status === 'confirmed' ? <EditBookingDialog booking={booking} /> : null}
                              <StaffCancelDialog booking={booking} />
                            </div>
                          </Card>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            )}
          </section>

          {lost.length > 0 ? (
            <section aria-labelledby="lost-bookings-heading" className="mt-12">
              <h2 id="lost-bookings-heading" className="text-2xl text-red-700">
                PAID BUT SLOT LOST ({lost.length})
              </h2>
              <p className="mt-2 text-navy-700">
                These customers paid after their 15-minute hold ran out, when the slot was no longer available. They were refunded
                in full: please call them to rebook.
              </p>
              <ul className="mt-4 grid gap-3" aria-label="Paid bookings that lost their slot">
                {lost.map((booking) => (
                  <li key={booking.id}>
                    <Card className="grid gap-2 border-red-200 p-4">
                      <p className="font-semibold">
                        {booking.sessionName} · {dayHeading(booking.date)} at {booking.timeSlot} ·{' '}
                        {booking.refundedAt
                          ? `refunded ${formatPence(booking.refundPence ?? booking.totalPrice)}`
                          : 'refund pending'}
                      </p>
                      <BookingDetails booking={booking} />
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}

      <RefundsToGive bookings={bookings.data} />

      {courses.data ? <CourseBookings courses={courses.data} /> : null}
    </div>
  );
}
