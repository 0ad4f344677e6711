import { format, parseISO } from 'date-fns';
import { Spinner } from '../../../components/ui/spinner';
import { formatPence } from '../../../lib/money';
import { useGetStaffVouchersQuery, type StaffVoucher } from '../api/orders-api';

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

/** The admin VOUCHERS tab: every gift voucher the shop issued, what it is for and whether it was used. */
export function VouchersTab() {
  // Bookings redeem vouchers elsewhere: read the list afresh each time the tab opens.
  const {
    data: vouchers,
    isLoading,
    isError,
    refetch,
  } = useGetStaffVouchersQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) return <Spinner label="Loading vouchers" />;
  if (isError || !vouchers) {
    return (
      <p role="alert" className="text-red-600">
        The vouchers could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }

  const count = (state: StaffVoucher['state']) => vouchers.filter((voucher) => voucher.state === state).length;
  return (
    <section aria-labelledby="vouchers-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="vouchers-heading" className="text-2xl">
          VOUCHERS ({vouchers.length})
        </h2>
        <p className="text-navy-600">
          {count('issued')} issued · {count('redeemed')} redeemed · {count('expired')} expired
        </p>
      </div>
      {vouchers.length === 0 ? (
        <p className="mt-6 text-navy-600">No gift vouchers yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="bg-navy-100 text-navy-700">
              <tr>
                <th className="px-4 py-3">Code</th>
                <th className="px-4 py-3">Experience</th>
                <th className="px-4 py-3">Value</th>
                <th className="px-4 py-3">Issued</th>
                <th className="px-4 py-3">Expires</th>
                <th className="px-4 py-3">State</th>
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
      )}
    </section>
  );
}
