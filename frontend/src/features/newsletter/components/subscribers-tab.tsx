import { formatDayAndTime } from '../../../lib/dates';
import { Download } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { buttonClasses } from '../../../components/ui/button';
import { SUBSCRIBERS_CSV_URL, useGetSubscribersQuery } from '../api/newsletter-api';
import { LoadError } from '../../../components/ui/load-error';

const when = formatDayAndTime;

/** The admin SUBSCRIBERS tab: confirmed newsletter subscribers (double opt-in) and their CSV export. */
export function SubscribersTab() {
  const { data: subscribers, isLoading, isError, refetch } = useGetSubscribersQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) return <Spinner label="Loading subscribers" />;
  if (isError || !subscribers) {
    return (
      <LoadError what="The subscribers" onRetry={() => void refetch()} />
    );
  }
  return (
    <section aria-labelledby="subscribers-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="subscribers-heading" className="text-2xl">
          SUBSCRIBERS ({subscribers.length})
        </h2>
        <a href={SUBSCRIBERS_CSV_URL} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Download aria-hidden /> EXPORT CSV
        </a>
      </div>
      {subscribers.length === 0 ? (
        <p className="mt-6 text-navy-600">No confirmed subscribers yet.</p>
      ) : (
        // On a phone each subscriber is a card of labelled lines; from sm up, a table (docs/product.md, Staff panel).
        <div className="mt-6 rounded-lg bg-white shadow-sm">
          <table className="w-full text-left text-sm max-sm:block">
            <thead className="bg-navy-100 text-navy-700 max-sm:sr-only">
              <tr>
                <th className="px-4 py-3">Email</th>
                <th className="px-4 py-3">Consent given</th>
                <th className="px-4 py-3">Confirmed</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-100 max-sm:block">
              {subscribers.map((subscriber) => (
                <tr key={subscriber.email} className="max-sm:block max-sm:py-2">
                  <td className="px-4 py-3 font-semibold break-all max-sm:block max-sm:py-1 sm:font-normal">{subscriber.email}</td>
                  <td className="px-4 py-3 max-sm:block max-sm:py-1 sm:whitespace-nowrap">
                    <span className="text-navy-600 sm:hidden">Consent given </span>
                    {when(subscriber.consentAt)}
                  </td>
                  <td className="px-4 py-3 max-sm:block max-sm:py-1 sm:whitespace-nowrap">
                    <span className="text-navy-600 sm:hidden">Confirmed </span>
                    {when(subscriber.confirmedAt)}
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
