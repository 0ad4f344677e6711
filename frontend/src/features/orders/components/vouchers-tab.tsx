import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { ListSearch, Pager } from '../../../components/ui/list-controls';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatPence } from '../../../lib/money';
import { useGetStaffVouchersQuery, type StaffVoucher } from '../api/orders-api';
import { LoadError } from '../../../components/ui/load-error';

const COLUMNS = ['Code', 'Experience', 'Value', 'Issued', 'Expires', 'State'];

const STATE_LABEL: Record<StaffVoucher['state'], string> = {
  issued: 'ISSUED',
  held: 'BEING BOOKED',
  redeemed: 'REDEEMED',
  expired: 'EXPIRED',
};
const STATE_STYLE: Record<StaffVoucher['state'], string> = {
  issued: 'bg-sky-100 text-sky-900',
  held: 'bg-amber-100 text-amber-900',
  redeemed: 'bg-emerald-100 text-emerald-800',
  expired: 'bg-navy-100 text-navy-600',
};
const day = (value: string) => format(parseISO(value), 'd MMM yyyy');
const PAGE_SIZE = 50;

/** Who used the voucher: the booking's reference, customer, date and slot. */
function Redemption({ voucher }: { voucher: StaffVoucher }) {
  const { booking } = voucher;
  if (!booking) return null;
  return (
    <p className="text-navy-600">
      {voucher.state === 'held' ? 'Held by' : 'Redeemed by'} booking {booking.reference}: {booking.name}, {booking.sessionName},{' '}
      {day(booking.date)} at {booking.timeSlot}
      {booking.voucherForfeited ? ' (cancelled late: voucher forfeited)' : ''}
    </p>
  );
}

/** The admin VOUCHERS tab: the gift vouchers the shop issued, newest first, what each is for and whether it was used; searchable, paginated. */
export function VouchersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  // Bookings redeem vouchers elsewhere: read the list afresh each time the tab opens.
  const { data, isLoading, isError, refetch } = useGetStaffVouchersQuery(
    { page, pageSize: PAGE_SIZE, ...(q ? { q } : {}) },
    { refetchOnMountOrArgChange: true },
  );

  if (isLoading) return <Spinner label="Loading vouchers" />;
  if (isError || !data) {
    return (
      <LoadError what="The vouchers" onRetry={() => void refetch()} />
    );
  }

  const vouchers = data.items;
  return (
    <section aria-labelledby="vouchers-heading" className="grid gap-6">
      <h2 id="vouchers-heading" className="text-2xl">
        VOUCHERS ({data.total})
      </h2>
      <ListSearch
        label="Search vouchers (code, product, buyer's e-mail or order reference)"
        value={search}
        onChange={(value) => (setSearch(value), setPage(1))}
      />
      {vouchers.length === 0 ? (
        <p className="text-navy-600">{q ? 'No vouchers match.' : 'No gift vouchers yet.'}</p>
      ) : (
        <div>
          <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <thead className="bg-navy-100 text-navy-700">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} className="px-4 py-3">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-navy-100">
                {vouchers.map((voucher) => (
                  <tr key={voucher.id} aria-label={`Voucher ${voucher.code}`} className="align-top">
                    <td className="px-4 py-3 font-mono font-semibold whitespace-nowrap">{voucher.code}</td>
                    <td className="px-4 py-3">
                      <p>{voucher.name}</p>
                      <p className="text-navy-600">{voucher.experience ?? 'Any session (for its value)'}</p>
                    </td>
                    <td className="px-4 py-3">{formatPence(voucher.valuePence)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{day(voucher.issuedAt)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{day(voucher.expiresAt)}</td>
                    <td className="grid gap-1 px-4 py-3">
                      <span
                        className={`justify-self-start rounded-full px-2.5 py-0.5 text-xs font-bold ${STATE_STYLE[voucher.state]}`}
                      >
                        {STATE_LABEL[voucher.state]}
                      </span>
                      <Redemption voucher={voucher} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager label="Voucher pages" page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </div>
      )}
    </section>
  );
}
