import { useParams } from 'react-router';
import { Card } from '../components/ui/card';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { Spinner } from '../components/ui/spinner';
import { useGetWaitlistEntryQuery } from '../features/booking/api/waitlist-api';
import { LeaveWaitlist } from '../features/booking/components/leave-waitlist';
import { useDocumentTitle } from '../hooks/use-document-title';
import { apiErrorCode, apiErrorMessage } from '../lib/api-error';

/** /waitlist/leave/:token: the leave link in every waitlist e-mail (docs/product.md, Waitlist). */
export default function WaitlistLeavePage() {
  useDocumentTitle('Leave the waitlist');
  const { token = '' } = useParams();
  const { data: entry, error, isLoading } = useGetWaitlistEntryQuery(token);

  return (
    <>
      <PageHero eyebrow="Waitlist" title="LEAVE THE WAITLIST" subtitle="We will not e-mail you about these days again." />
      <Section tone="muted">
        <div className="mx-auto max-w-2xl min-w-0 [overflow-wrap:anywhere]">
          {isLoading ? (
            <Spinner label="Loading" />
          ) : entry ? (
            <LeaveWaitlist token={token} entry={entry} />
          ) : (
            <Card role="alert">
              <h2 className="text-2xl">We cannot open this link</h2>
              <p className="mt-3">{apiErrorCode(error) ? apiErrorMessage(error) : 'Please try again.'}</p>
            </Card>
          )}
        </div>
      </Section>
    </>
  );
}
