import { useState } from 'react';
import { Navigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { Spinner } from '../../../components/ui/spinner';
import { useGetSessionQuery } from '../api/account-api';
import { MyOrders } from './my-orders';
import { PastBookings } from './past-bookings';
import { SignOutButton } from './sign-out-button';
import { type BookingActions, UpcomingSessions } from './upcoming-sessions';
import { YourData } from './your-data';

/**
 * /dashboard (docs/product.md, Accounts): the signed-in customer's details and Log Out, upcoming sessions (with the
 * page's actions on each), past and cancelled bookings, orders and gift vouchers, and their data.
 */
export function AccountDashboard({ bookingActions }: { bookingActions?: BookingActions }) {
  const { data: session, isLoading, isError } = useGetSessionQuery();
  // Whether this visit to the dashboard was signed in: one who then signs out here goes to the plain sign-in page.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (session && !wasSignedIn) setWasSignedIn(true);

  if (isLoading) {
    return (
      <div className="grid min-h-[50dvh] place-items-center">
        <Spinner label="Loading your account" />
      </div>
    );
  }
  // Signed out (or the session ended): the sign-in page asks them to sign in; no "invalid password" they never typed.
  if (isError || !session) return <Navigate to="/account" replace state={wasSignedIn ? undefined : { signInFor: 'dashboard' }} />;

  const { name, email } = session.user;
  return (
    // A long single-word name or e-mail wraps instead of widening the page or running over the buttons.
    <div className="[overflow-wrap:anywhere]">
      <PageHero eyebrow="My Account" title="MY DASHBOARD" subtitle={`Welcome back, ${name}.`} />
      <Section tone="muted">
        <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div className="grid h-fit gap-6">
          <Card>
            <h2 className="text-xl">Your details</h2>
            <dl className="mt-4 grid gap-3">
              <div>
                <dt className="text-sm text-navy-500">Name</dt>
                <dd className="font-semibold">{name}</dd>
              </div>
              <div>
                <dt className="text-sm text-navy-500">Email</dt>
                <dd className="font-semibold">{email}</dd>
              </div>
            </dl>
            <SignOutButton size="md" className="mt-6 w-full" />
          </Card>
          <YourData />
          </div>
          <div className="grid gap-10">
            <UpcomingSessions actions={bookingActions} />
            <PastBookings />
            <MyOrders />
          </div>
        </div>
      </Section>
    </div>
  );
}
