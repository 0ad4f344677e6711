import { LogOut } from 'lucide-react';
import { Navigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { Spinner } from '../../../components/ui/spinner';
import { useGetSessionQuery } from '../api/account-api';
import { useLogOut } from '../hooks/use-log-out';
import { type BookingActions, UpcomingSessions } from './upcoming-sessions';

/** /dashboard (SPEC section 2): the signed-in customer's name, e-mail, Log Out and upcoming sessions (with the page's actions on each). */
export function AccountDashboard({ bookingActions }: { bookingActions?: BookingActions }) {
  const { data: session, isLoading, isError } = useGetSessionQuery();
  const { logOut, loggingOut } = useLogOut();

  if (isLoading) {
    return (
      <div className="grid min-h-[50dvh] place-items-center">
        <Spinner label="Loading your account" />
      </div>
    );
  }
  if (isError || !session) return <Navigate to="/no-account" replace />;

  const { name, email } = session.user;
  return (
    <>
      <PageHero eyebrow="My Account" title="MY DASHBOARD" subtitle={`Welcome back, ${name}.`} />
      <Section tone="muted">
        <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
          <Card className="h-fit">
            <h2 className="text-xl">Your details</h2>
            <dl className="mt-4 grid gap-3">
              <div>
                <dt className="text-sm text-navy-500">Name</dt>
                <dd className="font-semibold">{name}</dd>
              </div>
              <div>
                <dt className="text-sm text-navy-500">Email</dt>
                <dd className="font-semibold break-all">{email}</dd>
              </div>
            </dl>
            <Button variant="outline" className="mt-6 w-full" onClick={() => void logOut()} disabled={loggingOut}>
              <LogOut aria-hidden />
              Log Out
            </Button>
          </Card>
          <UpcomingSessions actions={bookingActions} />
        </div>
      </Section>
    </>
  );
}
