import { useState } from 'react';
import { DateFilter } from '../../../components/ui/list-controls';
import { Spinner } from '../../../components/ui/spinner';
import { formatMoment } from '../../../lib/dates';
import { useGetStaffWaitlistQuery, type StaffWaitlistDay } from '../api/waitlist-api';
import { dayHeading, isoDay, londonToday } from '../booking-options';
import { cellClasses, DayTable, labelledCellClasses } from './day-table';

const STATUS: Record<StaffWaitlistDay['entries'][number]['status'], string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  booked: 'Booked',
  lapsed: 'Offer lapsed',
  left: 'Left the list',
};
const OFFER: Record<StaffWaitlistDay['entries'][number]['offers'][number]['status'], string> = {
  active: 'held for them',
  booked: 'booked',
  lapsed: 'lapsed',
};

/** The admin WAITLIST tab (docs/product.md, Staff panel): a day's waitlist in the order people joined, with who was offered what and when. */
export function WaitlistTab() {
  const [date, setDate] = useState(isoDay(londonToday()));
  const { data: day, isFetching, isError } = useGetStaffWaitlistQuery(date, { skip: !date, refetchOnMountOrArgChange: true });

  return (
    <section aria-labelledby="waitlist-heading" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <DateFilter label="Day" value={date} onChange={setDate} />
      </div>
      <h2 id="waitlist-heading" className="text-2xl">
        WAITLIST — {date ? dayHeading(date) : 'pick a day'}
      </h2>
      {isFetching && !day ? <Spinner label="Loading the waitlist" /> : null}
      {isError ? (
        <p role="alert" className="text-red-600">
          The waitlist could not be loaded.
        </p>
      ) : null}
      {day && day.date === date ? (
        day.entries.length === 0 ? (
          <p className="text-navy-600">Nobody is waiting for this day.</p>
        ) : (
          <DayTable
            label={`Waitlist for ${dayHeading(date)}`}
            headings={['#', 'Name', 'Session', 'Times', 'Joined', 'Status', 'Offers']}
          >
            {day.entries.map((entry, index) => (
              <tr
                key={entry.id}
                className="border-t border-navy-100 narrow:grid narrow:rounded-lg narrow:border narrow:bg-white narrow:p-3"
              >
                <td className={`${cellClasses} font-bold`}>{index + 1}</td>
                <td className={cellClasses}>
                  {entry.name}
                  <span className="block text-xs break-all text-navy-500">
                    {entry.email}
                    {entry.phone ? ` · ${entry.phone}` : ''}
                  </span>
                </td>
                <td className={labelledCellClasses} data-label="Session:">
                  {entry.sessionName}
                  {entry.partySize > 1 ? ` · ${entry.partySize} people` : ''}
                </td>
                <td className={labelledCellClasses} data-label="Times:">
                  {entry.times ? entry.times.join(', ') : 'Any time'}
                </td>
                <td className={labelledCellClasses} data-label="Joined:">
                  {formatMoment(entry.joinedAt)}
                </td>
                <td className={`${labelledCellClasses} font-semibold`} data-label="Status:">
                  {STATUS[entry.status]}
                </td>
                <td className={labelledCellClasses} data-label="Offers:">
                  {entry.offers.length === 0
                    ? '—'
                    : entry.offers.map((offer) => (
                        <span key={offer.offeredAt} className="block">
                          {offer.timeSlot} offered {formatMoment(offer.offeredAt)}, {OFFER[offer.status]}
                          {offer.status === 'active' ? ` until ${formatMoment(offer.expiresAt)}` : ''}
                        </span>
                      ))}
                </td>
              </tr>
            ))}
          </DayTable>
        )
      ) : null}
    </section>
  );
}
