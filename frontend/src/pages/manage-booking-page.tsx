import { useParams } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { Spinner } from '../components/ui/spinner';
import { useGetManagedBookingQuery } from '../features/booking/api/manage-booking-api';
import { ManageBookingDetails } from '../features/booking/components/manage-booking-details';
import { ManageLinkProblem } from '../features/booking/components/manage-link-problem';
import { useDocumentTitle } from '../hooks/use-document-title';
import { apiErrorCode } from '../lib/api-error';

const LINK_PROBLEMS: Record<string, string> = {
  'BOOKING.MANAGE_LINK_EXPIRED': 'This booking link has expired.',
  'BOOKING.MANAGE_LINK_INVALID':
    'This booking link is not valid. Please check you opened the whole link from your confirmation e-mail.',
  'BOOKING.NOT_FOUND': 'We could not find this booking.',
};

/** /manage-booking/:token: the signed link from the confirmation e-mail, to view, move or cancel a booking without signing in. */
export default function ManageBookingPage() {
  useDocumentTitle('Manage your booking');
  const { token = '' } = useParams();
  const target = { token };
  const { data: booking, error, isLoading, refetch } = useGetManagedBookingQuery(target);
  const code = apiErrorCode(error);

  return (
    <>
      <PageHero eyebrow="Your booking" title="MANAGE YOUR BOOKING" subtitle="Move your session to another time, or cancel it." />
      <Section tone="muted">
        {/* A long single-word name or e-mail wraps instead of widening the page. */}
        <div className="mx-auto max-w-2xl min-w-0 [overflow-wrap:anywhere]">
          {isLoading ? (
            <Spinner label="Loading your booking" />
          ) : booking ? (
            <ManageBookingDetails booking={booking} target={target} />
          ) : (
            <ManageLinkProblem
              heading="We cannot open this booking"
              problem={(code && LINK_PROBLEMS[code]) ?? 'Your booking could not be loaded.'}
              note="If you have an account, your bookings are also on your dashboard."
            >
              <div className="flex flex-wrap gap-3">
                <ButtonLink to="/dashboard">My dashboard</ButtonLink>
                {code ? null : (
                  <button type="button" className="underline" onClick={() => void refetch()}>
                    Try again
                  </button>
                )}
              </div>
            </ManageLinkProblem>
          )}
        </div>
      </Section>
    </>
  );
}
