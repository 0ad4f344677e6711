import { useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useGetSessionQuery } from '../api/account-api';
import { SessionExpiry } from './session-expiry';
import { StaffSignIn } from './staff-sign-in';

/**
 * Wraps the admin panel (/adminE3F): its children only for an admin session, the staff sign-in form
 * otherwise. The API guards every staff route itself; this only decides what the page shows. Once the panel
 * has been shown it stays mounted when the session ends, under the sign-in prompt, so nothing typed is lost.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { data: session, isLoading } = useGetSessionQuery();
  const [staffEmail, setStaffEmail] = useState<string | null>(null);
  if (session?.user.role === 'admin' && session.user.email !== staffEmail) setStaffEmail(session.user.email);
  if (staffEmail) {
    return (
      <>
        {children}
        <SessionExpiry email={staffEmail} />
      </>
    );
  }
  if (isLoading) {
    return (
      <div className="grid min-h-[50dvh] place-items-center">
        <Spinner label="Checking your staff session" />
      </div>
    );
  }
  return <StaffSignIn signedInAs={session?.user} />;
}
