import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DateFilter } from '../../../components/ui/list-controls';
import { Spinner } from '../../../components/ui/spinner';
import { formatMoment } from '../../../lib/dates';
import { formatPence } from '../../../lib/money';
import { bookingsCsvUrl, useGetDaySheetQuery, type DaySheetEntry } from '../api/day-sheet-api';
import { bookedByText, dayHeading, experienceLabel, isoDay, londonToday } from '../booking-options';
import { AmountDue } from './amount-due';
import { CashPayment } from './cash-payment';
import { DeskActions } from './desk-actions';
import { EditBookingDialog } from './edit-booking-dialog';
import { DaySheetCourses } from './day-sheet-courses';
import { cellClasses, DayTable, labelledCellClasses } from './day-table';
import { FindBookings } from './find-bookings';

const paidDetail = (entry: DaySheetEntry) =>
  [
    entry.totalPrice > 0 ? formatPence(entry.totalPrice) : null,
    entry.voucherPence > 0 ? `${formatPence(entry.voucherPence)} voucher` : null,
  ]
    .filter(Boolean)
    .join(' + ');

/** Who flies and how many (docs/product.md, Booking rules: party size, questions before the flight); empty for one booker flying alone. */
const flightLine = (entry: DaySheetEntry) =>
  [
    entry.partySize > 1 ? `${entry.partySize} people` : null,
    entry.participantName ? `Flying: ${entry.participantName}` : null,
    entry.ageRulesConfirmed ? null : 'Age rules not yet confirmed',
  ]
    .filter(Boolean)
    .join(' · ');

function SheetRow({ entry }: { entry: DaySheetEntry }) {
  return (
    <tr className="border-t border-navy-100 narrow:grid narrow:gap-0.5 narrow:rounded-lg narrow:border narrow:bg-white narrow:p-3 print:break-inside-avoid">
      <td className={`${cellClasses} font-bold`}>{entry.timeSlot}</td>
      <td className={labelledCellClasses} data-label="Session:">
        {entry.sessionName} ({entry.durationMinutes} min)
      </td>
      <td className={labelledCellClasses} data-label="Name:">
        {entry.name}
        <span className="block text-xs text-navy-500">
          Ref {entry.reference} · {bookedByText(entry.bookedBy)}
        </span>
        {flightLine(entry) ? <span className="block text-sm font-semibold text-navy-800">{flightLine(entry)}</span> : null}
        {/* docs/product.md, E-mails: who was asked for a review the morning after. */}
        {entry.reviewRequestedAt ? (
          <span className="block text-xs text-navy-500">Review asked {formatMoment(entry.reviewRequestedAt)}</span>
        ) : null}
      </td>
      <td className={labelledCellClasses} data-label="Phone:">
        <a href={`tel:${entry.phone.replace(/\s/g, '')}`}>{entry.phone}</a>
      </td>
      <td className={labelledCellClasses} data-label="Level:">
        {experienceLabel(entry.experienceLevel)}
      </td>
      <td className={`${labelledCellClasses} break-words whitespace-pre-line`} data-label="Notes:">
        {entry.notes || '—'}
      </td>
      <td className={labelledCellClasses} data-label="Payment:">
        <CashPayment booking={entry} />
        <span className="block text-xs text-navy-500">{paidDetail(entry)}</span>
        <AmountDue booking={entry} />
        {entry.priceReason ? (
          <span className="block text-xs text-navy-500">
            {entry.discountPence > 0 ? `${formatPence(entry.discountPence)} off: ` : 'Staff price: '}
            {entry.priceReason}
          </span>
        ) : null}
      </td>
      <td className={labelledCellClasses} data-label="Desk:">
        <DeskActions booking={entry} />
        <div className="mt-1.5 print:hidden">
          <EditBookingDialog booking={entry} />
        </div>
      </td>
    </tr>
  );
}

/** The admin DAY SHEET tab: a day's bookings for the instructor (printable on one A4 page), the CSV export of a range and FIND BOOKINGS. */
export function DaySheetTab() {
  const today = isoDay(londonToday());
  const [date, setDate] = useState(today);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const { data: sheet, isFetching, isError } = useGetDaySheetQuery(date, { skip: !date, refetchOnMountOrArgChange: true });

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <DateFilter label="Day" value={date} onChange={setDate} />
        <Button variant="secondary" onClick={() => window.print()} disabled={!sheet}>
          <Printer aria-hidden />
          PRINT
        </Button>
      </div>

      <section data-print-sheet aria-labelledby="day-sheet-heading" className="min-w-0 print:text-[10pt]">
        <h2 id="day-sheet-heading" className="text-2xl print:text-[14pt]">
          DAY SHEET — {date ? dayHeading(date) : 'pick a day'}
        </h2>
        {isFetching && !sheet ? <Spinner label="Loading the day sheet" /> : null}
        {isError ? (
          <p role="alert" className="mt-4 text-red-600">
            The day sheet could not be loaded.
          </p>
        ) : null}
        {sheet && sheet.date === date ? (
          sheet.bookings.length === 0 ? (
            <p className="mt-4 text-navy-600">No bookings on this day.</p>
          ) : (
            <DayTable
              label={`Bookings on ${dayHeading(date)}`}
              headings={['Time', 'Session', 'Name', 'Phone', 'Level', 'Notes', 'Payment', 'Desk']}
              className="mt-4 print:text-[9pt]"
            >
              {sheet.bookings.map((entry) => (
                <SheetRow key={entry.id} entry={entry} />
              ))}
            </DayTable>
          )
        ) : null}
        {sheet && sheet.date === date ? <DaySheetCourses courses={sheet.courses} /> : null}
        <p className="mt-2 hidden text-xs print:block">{sheet ? `${sheet.bookings.length} bookings` : ''}</p>
      </section>

      <section aria-labelledby="csv-heading" className="grid gap-3 print:hidden">
        <h2 id="csv-heading" className="text-2xl">
          EXPORT BOOKINGS (CSV)
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <DateFilter label="From" value={from} onChange={setFrom} />
          <DateFilter label="To" value={to} onChange={setTo} />
          <a className={buttonClasses({ variant: 'outline' })} href={bookingsCsvUrl(from, to)} download>
            <Download aria-hidden />
            DOWNLOAD CSV
          </a>
        </div>
      </section>

      <FindBookings />
    </div>
  );
}
