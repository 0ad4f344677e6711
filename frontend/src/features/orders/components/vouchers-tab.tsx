import { formatDay } from '../../../lib/dates';
import { ListSearch, Pager } from '../../../components/ui/list-controls';
import { CsvDownload } from './csv-download';
import { Spinner } from '../../../components/ui/spinner';
import { useListSearch } from '../../../hooks/use-list-search';
import { formatPence } from '../../../lib/money';
import { useGetStaffVouchersQuery, type StaffVoucher } from '../api/orders-api';
import { LoadError } from '../../../components/ui/load-error';
import { IssueVoucherDialog } from './issue-voucher-dialog';
import { ExtendVoucherDialog, VoidVoucherDialog } from './voucher-actions';

const STATE_LABEL: Record<StaffVoucher['state'], string> = {
  issued: 'ISSUED',
  held: 'BEING BOOKED',
  redeemed: 'REDEEMED',
  expired: 'EXPIRED',
  void: 'VOID',
};
const STATE_STYLE: Record<StaffVoucher['state'], string> = {
  issued: 'bg-sky-100 text-sky-900',
  held: 'bg-amber-100 text-amber-900',
  redeemed: 'bg-emerald-100 text-emerald-800',
  expired: 'bg-navy-100 text-navy-600',
  void: 'bg-red-100 text-red-800',
};
const CHANGE_LABEL: Record<StaffVoucher['changes'][number]['kind'], string> = { issued: 'Issued by hand', extended: 'Extended', voided: 'Voided' };
const day = formatDay;
const PAGE_SIZE = 50;

/** Who used the voucher: the booking's reference, customer, date and slot. */
function Redemption({ voucher }: { voucher: StaffVoucher }) {
  const { booking } = voucher;
  if (!booking) return null;
  return (
    <p className="text-sm text-navy-600">
      {voucher.state === 'held' ? 'Held by' : 'Redeemed by'} booking {booking.reference}: {booking.name}, {booking.sessionName},{' '}
      {day(booking.date)} at {booking.timeSlot}
      {booking.voucherForfeited ? ' (cancelled late: voucher forfeited)' : ''}
    </p>
  );
}

/** What staff did to the voucher, with each reason. */
function Changes({ voucher }: { voucher: StaffVoucher }) {
  if (voucher.changes.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm text-navy-600" aria-label={`Changes to voucher ${voucher.code}`}>
      {voucher.changes.map((change) => (
        <li key={`${change.kind}-${change.at}`}>
          {CHANGE_LABEL[change.kind]} {day(change.at)}
          {change.kind === 'extended' && change.expiresAfter ? ` to ${day(change.expiresAfter)}` : ''}: {change.reason}
        </li>
      ))}
    </ul>
  );
}

/** One voucher as a card (it fits a phone): code and state, what it is for, value and dates, who used it, what staff did, and the actions. */
function VoucherCard({ voucher }: { voucher: StaffVoucher }) {
  const open = voucher.state === 'issued' || voucher.state === 'expired';
  return (
    <li aria-label={`Voucher ${voucher.code}`} className="grid min-w-0 content-start gap-3 rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono font-semibold break-all">{voucher.code}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATE_STYLE[voucher.state]}`}>{STATE_LABEL[voucher.state]}</span>
      </div>
      <div>
        <p>{voucher.name}</p>
        <p className="text-sm text-navy-600">{voucher.experience ?? 'Any session (for its value)'}</p>
        {voucher.recipientEmail ? <p className="text-sm break-words text-navy-600">E-mailed to {voucher.recipientEmail}</p> : null}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-navy-500">Value</dt>
          <dd>{formatPence(voucher.valuePence)}</dd>
        </div>
        <div>
          <dt className="text-navy-500">Issued</dt>
          <dd>{day(voucher.issuedAt)}</dd>
        </div>
        <div>
          <dt className="text-navy-500">Expires</dt>
          <dd>{day(voucher.expiresAt)}</dd>
        </div>
      </dl>
      <Redemption voucher={voucher} />
      {voucher.voidReason ? <p className="text-sm text-red-800">Void: {voucher.voidReason}</p> : null}
      <Changes voucher={voucher} />
      {open ? (
        <div className="flex flex-wrap gap-2">
          <ExtendVoucherDialog voucher={voucher} />
          <VoidVoucherDialog voucher={voucher} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The admin VOUCHERS tab: the gift vouchers issued, newest first, what each is for and whether it was used; searchable
 * (codes in any case, with spaces), paginated; staff extend, void and issue vouchers by hand, each with a reason.
 */
export function VouchersTab() {
  const list = useListSearch(PAGE_SIZE);
  // Bookings redeem vouchers elsewhere: read the list afresh each time the tab opens.
  const { data, isLoading, isError, refetch } = useGetStaffVouchersQuery(
    list.query,
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
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="vouchers-heading" className="text-2xl">
          VOUCHERS ({data.total})
        </h2>
        <div className="flex flex-wrap gap-2">
          <CsvDownload href="/api/admin/vouchers.csv" label="DOWNLOAD CSV" />
          <IssueVoucherDialog />
        </div>
      </div>
      <ListSearch
        label="Search vouchers (code, product, e-mail or order reference)"
        value={list.search}
        onChange={list.setSearch}
      />
      {vouchers.length === 0 ? (
        <p className="text-navy-600">{list.q ? 'No vouchers match.' : 'No gift vouchers yet.'}</p>
      ) : (
        <div>
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Vouchers">
            {vouchers.map((voucher) => (
              <VoucherCard key={voucher.id} voucher={voucher} />
            ))}
          </ul>
          <Pager label="Voucher pages" page={data.page} pageSize={data.pageSize} total={data.total} onPage={list.setPage} />
        </div>
      )}
    </section>
  );
}
