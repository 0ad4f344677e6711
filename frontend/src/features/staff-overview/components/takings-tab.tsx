import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateFilter } from '../../../components/ui/list-controls';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { TabSection } from '../../../components/ui/tab-section';
import { formatPence } from '../../../lib/money';
import { useGetTakingsQuery, type TakingsMethod, type TakingsReport } from '../api/takings-api';
import { presetRanges, shortDay, type DateRange } from '../takings-range';

const METHOD_LABELS: Record<TakingsMethod, string> = {
  card_online: 'Card online',
  card_by_phone: 'Card by phone',
  cash: 'Cash',
};

const amount = 'px-2 py-1.5 text-right tabular-nums';

function TakingsTable({ report }: { report: TakingsReport }) {
  return (
    <table className="w-full border-collapse text-left text-sm" aria-label="Takings by method">
      <thead>
        <tr className="text-navy-600">
          <th scope="col" className="px-2 py-1.5 font-semibold">
            Method
          </th>
          {['Received', 'Refunded', 'Net'].map((heading) => (
            <th key={heading} scope="col" className={`${amount} font-semibold`}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.methods.map((line) => (
          <tr key={line.method} className="border-t border-navy-100">
            <th scope="row" className="px-2 py-1.5 font-normal">
              {METHOD_LABELS[line.method]}
            </th>
            <td className={amount}>{formatPence(line.receivedPence)}</td>
            <td className={amount}>{line.refundedPence > 0 ? `−${formatPence(line.refundedPence)}` : formatPence(0)}</td>
            <td className={amount}>{formatPence(line.netPence)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-navy-300 font-bold">
          <th scope="row" className="px-2 py-1.5">
            Total
          </th>
          <td className={amount}>{formatPence(report.receivedPence)}</td>
          <td className={amount}>{report.refundedPence > 0 ? `−${formatPence(report.refundedPence)}` : formatPence(0)}</td>
          <td className={amount}>{formatPence(report.netPence)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Report({ report }: { report: TakingsReport }) {
  const { count, valuePence } = report.outstandingVouchers;
  return (
    <div className="grid gap-4">
      <p className="text-lg">
        Net takings <strong className="font-display text-2xl">{formatPence(report.netPence)}</strong>{' '}
        <span className="text-navy-600">
          ({report.from === report.to ? shortDay(report.from) : `${shortDay(report.from)} to ${shortDay(report.to)}`})
        </span>
      </p>
      <div className="rounded-lg bg-white p-3 shadow-sm">
        <TakingsTable report={report} />
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">Gift vouchers redeemed</dt>
        <dd>
          {formatPence(report.voucherRedeemedPence)} of sessions paid by gift voucher (not takings: a gift card counts when it is sold)
        </dd>
        {report.testNetPence !== 0 ? (
          <>
            <dt className="font-semibold">Test mode</dt>
            <dd>{formatPence(report.testNetPence)} paid with the test card (no money moved; not counted)</dd>
          </>
        ) : null}
        <dt className="font-semibold">Gift vouchers outstanding</dt>
        <dd>
          {count === 1 ? '1 voucher' : `${count} vouchers`} not yet used or expired, worth {formatPence(valuePence)} (owed in sessions today)
        </dd>
      </dl>
    </div>
  );
}

/**
 * The admin TAKINGS tab (docs/product.md, Staff panel): money received over any range of dates by method (card online,
 * card by phone, cash once received), refunds given subtracted, and the value of gift vouchers still outstanding.
 */
export function TakingsTab() {
  const presets = presetRanges();
  const [range, setRange] = useState<DateRange>(presets[0].range);
  const valid = Boolean(range.from && range.to && range.from <= range.to);
  const { data, isFetching, isError, refetch } = useGetTakingsQuery(range, { skip: !valid, refetchOnMountOrArgChange: true });

  return (
    <TabSection title="TAKINGS">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick ranges">
          {presets.map((preset) => {
            const chosen = preset.range.from === range.from && preset.range.to === range.to;
            return (
              <Button key={preset.label} size="sm" variant={chosen ? 'primary' : 'outline'} aria-pressed={chosen} onClick={() => setRange(preset.range)}>
                {preset.label}
              </Button>
            );
          })}
        </div>
        <DateFilter label="From" value={range.from} onChange={(from) => setRange((current) => ({ ...current, from }))} />
        <DateFilter label="To" value={range.to} onChange={(to) => setRange((current) => ({ ...current, to }))} />
      </div>
      {!valid ? <p className="text-red-700">Choose a first day on or before the last day.</p> : null}
      {valid && isFetching && !data ? <Spinner label="Loading the takings" /> : null}
      {valid && isError ? <LoadError what="The takings" onRetry={() => void refetch()} /> : null}
      {valid && data && !isError ? <Report report={data} /> : null}
    </TabSection>
  );
}
